import { http, type HttpHandler } from "msw";
import type { UserRecord } from "./db";
import type { MockPermission } from "./roles";
import { requirePermission, requireUser, type ResolverInfo } from "./session";
import { apiPath } from "./wire";

/** A permission of the role table, any signed-in user ("user"), or an area's own check. */
export type Guard =
  MockPermission | readonly MockPermission[] | "user" | ((info: ResolverInfo) => UserRecord | Response);

type Method = "get" | "post" | "put" | "patch" | "delete";

type GuardedInfo = ResolverInfo & { params: Record<string, string | readonly string[] | undefined> };

type GuardedResolver = (info: GuardedInfo, user: UserRecord) => Response | Promise<Response>;

const pass = (info: ResolverInfo, guard: Guard): UserRecord | Response => {
  if (guard === "user") return requireUser(info);
  if (typeof guard === "function") return guard(info);
  return requirePermission(info, guard);
};

/** One endpoint under the API base: 401/403 come from the guard before the resolver runs. */
export const guarded = (method: Method, path: string, guard: Guard, resolve: GuardedResolver): HttpHandler =>
  http[method](apiPath(path), (info) => {
    const user = pass(info, guard);
    return user instanceof Response ? user : resolve(info, user);
  });
