import { MOCK_API_BASE } from "@/config";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../session";

/**
 * Over a real network: HttpOnly, each cookie scoped to the calls that read it; Secure and SameSite=None over https (a
 * console on another site), Lax over http, where browsers refuse SameSite=None.
 */
const COOKIE_PATHS: Readonly<Record<string, string>> = {
  [ACCESS_COOKIE]: MOCK_API_BASE,
  [REFRESH_COOKIE]: `${MOCK_API_BASE}/auth`,
};

const KEPT_ATTRIBUTES = /^(max-age|expires)=/i;

export const serverCookie = (setCookie: string, secure: boolean): string => {
  const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf("="));
  return [
    pair,
    `Path=${COOKIE_PATHS[name] ?? MOCK_API_BASE}`,
    ...attributes.filter((a) => KEPT_ATTRIBUTES.test(a)),
    "HttpOnly",
    ...(secure ? ["SameSite=None", "Secure"] : ["SameSite=Lax"]),
  ].join("; ");
};

// A value with broken percent-encoding is no token of ours: it is kept as sent and matches none.
const decodeCookie = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const cookieOf = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return decodeCookie(part.slice(at + 1).trim());
  }
  return undefined;
};
