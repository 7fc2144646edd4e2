import { HttpResponse } from "msw";
import { ACCESS_TTL_MS, findByAccessToken, users, type SessionRecord, type UserRecord } from "./db";
import { mayDo, type MockPermission } from "./roles";
import { fail, marked, ok, type ErrorBody, type StatusMarker } from "./wire";

export const ACCESS_COOKIE = "session";
export const REFRESH_COOKIE = "refresh";

/** What an msw resolver receives and the guards need: the request and its merged cookies. */
export interface ResolverInfo {
  request: Request;
  cookies: Record<string, string>;
}

interface Authenticated {
  session: SessionRecord;
  user: UserRecord;
}

// msw's cookie jar (2.15) parses only a response's FIRST cookie: `session` goes first, `refresh`
// lives in document.cookie only, so cookies are not HttpOnly and use Path=/.
const cookie = (name: string, value: string, maxAgeSeconds?: number): string =>
  `${name}=${value}; Path=/; SameSite=Lax${maxAgeSeconds === undefined ? "" : `; Max-Age=${maxAgeSeconds}`}`;

const secondsUntil = (time: number): number => Math.max(0, Math.floor((time - Date.now()) / 1000));

export const accessCookie = (session: SessionRecord): [string, string] => [
  "Set-Cookie",
  cookie(ACCESS_COOKIE, session.accessToken, ACCESS_TTL_MS / 1000),
];

export const signInCookies = (session: SessionRecord): [string, string][] => [
  accessCookie(session),
  [
    "Set-Cookie",
    cookie(REFRESH_COOKIE, session.refreshToken, session.remember ? secondsUntil(session.refreshExpiresAt) : undefined),
  ],
];

export const clearedCookies = (): [string, string][] => [
  ["Set-Cookie", cookie(ACCESS_COOKIE, "", 0)],
  ["Set-Cookie", cookie(REFRESH_COOKIE, "", 0)],
];

const statusMarkerOf = (user: UserRecord): StatusMarker | null =>
  user.status === "BANNED" ? "banned" : user.status === "NEW" ? "new_user" : null;

const MARKER_MESSAGES: Record<StatusMarker, string> = {
  banned: "User is banned",
  new_user: "New user setup required",
};

export const userAnswer = <T>(user: UserRecord, payload: T, headers?: [string, string][]): Response => {
  const marker = statusMarkerOf(user);
  return marker ? marked(marker, payload, { headers }) : ok(payload, { headers });
};

const authenticate = (info: ResolverInfo): Authenticated | Response => {
  const token = info.cookies[ACCESS_COOKIE];
  if (!token) return fail(401, "Authentication required");
  const session = findByAccessToken(token);
  if (!session) return fail(401, "Invalid session");
  if (session.accessExpiresAt <= Date.now()) return fail(401, "Session expired");
  const user = users.get(session.userUuid);
  if (!user) return fail(401, "Invalid session");
  return { session, user };
};

interface RequireUserOptions {
  /** Lets NEW and BANNED users through (checkToken, current user); others get a marked 403. */
  allowInactive?: boolean;
}

export const requireSession = (info: ResolverInfo, options: RequireUserOptions = {}): Authenticated | Response => {
  const auth = authenticate(info);
  if (auth instanceof Response) return auth;
  const marker = statusMarkerOf(auth.user);
  if (marker && !options.allowInactive) {
    // The marker makes the client show the banned/new-user screen instead of refreshing.
    return HttpResponse.json({ status: marker, error_message: MARKER_MESSAGES[marker] } satisfies ErrorBody, {
      status: 403,
    });
  }
  return auth;
};

/** `const user = requireUser(info); if (user instanceof Response) return user;` */
export const requireUser = (info: ResolverInfo, options: RequireUserOptions = {}): UserRecord | Response => {
  const auth = requireSession(info, options);
  return auth instanceof Response ? auth : auth.user;
};

/** Like requireUser, then the role table: 403 when no held role grants the permission. */
export const requirePermission = (
  info: ResolverInfo,
  permission: MockPermission | readonly MockPermission[],
): UserRecord | Response => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  if (!mayDo(user, permission)) {
    const wanted = typeof permission === "string" ? permission : permission.join(", ");
    return fail(403, `Permission denied: ${wanted}`);
  }
  return user;
};
