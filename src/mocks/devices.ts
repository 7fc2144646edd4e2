const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/edg(e|a|ios)?\//i, "Edge"],
  [/opr\/|opera/i, "Opera"],
  [/firefox\/|fxios\//i, "Firefox"],
  [/chrome\/|crios\/|chromium\//i, "Chrome"],
  [/safari\//i, "Safari"],
  [/jsdom\//i, "jsdom"],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/android/i, "Android"],
  [/iphone|ipad|ipod/i, "iOS"],
  [/windows/i, "Windows"],
  [/mac os x|macintosh/i, "macOS"],
  [/cros/i, "ChromeOS"],
  [/linux|x11/i, "Linux"],
];

const first = (ua: string, table: readonly (readonly [RegExp, string])[]): string | undefined =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

export const deviceLabel = (userAgent: string | null | undefined): string => {
  const ua = userAgent ?? "";
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
};

/** The mock runs in the caller's browser, so navigator has the user agent the request may lack. */
export const userAgentOf = (request: Request): string =>
  request.headers.get("user-agent") ?? (typeof navigator !== "undefined" ? navigator.userAgent : "");
