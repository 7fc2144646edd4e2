import { findByAccessToken, users, type UserRecord } from "../db";
import { ACCESS_COOKIE } from "../session";
import type { Frame } from "./frames";

const cookie = (name: string): string | undefined => {
  if (typeof document === "undefined") return undefined;
  const pair = document.cookie
    .split(";")
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
};

/** The socket's user: the handshake cookie (document.cookie in the browser), or a `session` header. */
export const userOf = (frame: Frame, handshakeToken?: string): UserRecord | "401" | "403" => {
  const session = findByAccessToken(handshakeToken || cookie(ACCESS_COOKIE) || frame.headers[ACCESS_COOKIE]);
  if (!session || session.accessExpiresAt <= Date.now()) return "401";
  const user = users.get(session.userUuid);
  if (!user) return "401";
  return user.status === "ACTIVE" ? user : "403";
};
