import type { IncomingMessage, ServerResponse } from "node:http";
import { findByAccessToken, users } from "../db";
import { ACCESS_COOKIE } from "../session";
import { cookieOf } from "./cookies";

const loginOfToken = (token: string | undefined): string | null => {
  const session = findByAccessToken(token);
  return session ? (users.get(session.userUuid)?.login ?? null) : null;
};

export const userOfRequest = (request: IncomingMessage): string | null =>
  loginOfToken(cookieOf(request.headers.cookie, ACCESS_COOKIE));

export const userOfResponse = (response: ServerResponse): string | null => {
  const header = response.getHeader("set-cookie");
  const cookies = Array.isArray(header) ? header : typeof header === "string" ? [header] : [];
  const access = cookies.find((c) => c.startsWith(`${ACCESS_COOKIE}=`));
  return access ? loginOfToken(access.slice(ACCESS_COOKIE.length + 1).split(";")[0]) : null;
};

/** One line per request, e.g. `2026-11-27T19:02:11.408Z POST /api/auth/login 200 14ms owner` (status 0: dropped). */
export const accessLine = (request: IncomingMessage, status: number, ms: number, user: string | null): string =>
  `${new Date().toISOString()} ${request.method ?? "GET"} ${request.url ?? "/"} ${status} ${Math.round(ms)}ms ${user ?? "-"}`;
