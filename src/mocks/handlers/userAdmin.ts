import { ROLES, type Role, type UserStatus } from "@/api/types";
import { TEXT_LIMITS } from "@/config";
import { listHandler } from "../crudHandlers";
import { findUserByEmail, toUserWire, users, type UserRecord } from "../db";
import { guarded } from "../guarded";
import { requireUser, type ResolverInfo } from "../session";
import { STATUS_QUEUE_PATH, broker, notifyUser } from "../stomp";
import { announceRecord } from "../stomp/recordEvents";
import { fail, invalid, isEmail, jsonBody, ok, type FieldErrors } from "../wire";
import { queryOf } from "./fleetBody";

/** Only OWNER may see users and change roles, approve or ban (ROLE-11): the role, not a permission. */
const ownerRole = (info: ResolverInfo): UserRecord | Response => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return user.roles.some((r) => r.toUpperCase() === "OWNER") ? user : fail(403, "Permission denied: OWNER role");
};

const uuidOf = (info: ResolverInfo): string => queryOf(info.request).get("uuid") ?? "";

const roleOf = (info: ResolverInfo): Role | null => {
  const role = queryOf(info.request).get("role") ?? "";
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
};

/** 422 without a uuid, 404 for an unknown one. */
const target = (info: ResolverInfo): UserRecord | Response => {
  const uuid = uuidOf(info);
  if (!uuid) return invalid({ uuid: "uuid is required" });
  return users.get(uuid) ?? fail(404, "User not found");
};

/** Stored, pushed to the user's open consoles (a banned one leaves at once), an approval welcomed in the bell. */
export const setUserStatus = (user: UserRecord, status: UserStatus): UserRecord => {
  const updated = users.update(user.uuid, { status }) ?? user;
  broker.push(updated.uuid, STATUS_QUEUE_PATH, { status });
  if (status === "ACTIVE") notifyUser(updated.uuid, { key: "welcome" });
  return updated;
};

const changeStatus = (from: readonly UserStatus[], to: UserStatus) =>
  guarded("put", to === "BANNED" ? "/users/ban" : "/users/approve", ownerRole, (info, caller) => {
    const user = target(info);
    if (user instanceof Response) return user;
    if (user.uuid === caller.uuid) return fail(403, "You cannot change your own status");
    if (!from.includes(user.status)) return fail(409, `A ${user.status} user cannot become ${to}`);
    return ok(toUserWire(setUserStatus(user, to)));
  });

const changeRole = (add: boolean) =>
  guarded("put", add ? "/users/role/add" : "/users/role/remove", ownerRole, (info) => {
    const user = target(info);
    if (user instanceof Response) return user;
    const role = roleOf(info);
    if (!role) return invalid({ role: `role must be one of ${ROLES.join(", ")} (upper case)` });
    const held = user.roles.map((r) => r.toUpperCase());
    if (add === held.includes(role)) return ok(toUserWire(user));
    if (!add && held.length === 1) return invalid({ role: "User must have at least one role" });
    const roles = add ? [...held, role] : held.filter((r) => r !== role);
    return ok(toUserWire(users.update(user.uuid, { roles }) ?? user));
  });

const readChanges = (body: Record<string, unknown>, user: UserRecord) => {
  const errors: FieldErrors = {};
  const changes: Partial<Pick<UserRecord, "name" | "surname" | "email">> = {};
  for (const key of ["name", "surname", "email"] as const) {
    if (!(key in body)) continue;
    const value = typeof body[key] === "string" ? body[key].trim() : "";
    if (!value) errors[key] = `${key} is required`;
    else if (value.length > TEXT_LIMITS.name) errors[key] = `${key} has at most ${TEXT_LIMITS.name} characters`;
    else changes[key] = value;
  }
  if (changes.email !== undefined) {
    if (!isEmail(changes.email)) errors.email = "email is not valid";
    else if (findUserByEmail(changes.email) && findUserByEmail(changes.email)?.uuid !== user.uuid)
      errors.email = "A user with this email already exists";
  }
  return { errors, changes };
};

const RANKED: readonly Role[] = ["USER", "ADMIN_BOT", "ADMIN", "OWNER"];

const rankOf = (user: UserRecord): number =>
  Math.max(-1, ...user.roles.map((r) => RANKED.indexOf(r.toUpperCase() as Role)));

/** OWNER-only user administration (ROLE-11, docs/api.md "Users"). */
export const userAdminHandlers = [
  listHandler("/users/list", "view:users", {
    scope: (request) => {
      const query = new URL(request.url).searchParams;
      const status = query.get("status");
      const role = query.get("role");
      return status || role
        ? users.filter(
            (u) => (!status || u.status === status) && (!role || u.roles.some((r) => r.toUpperCase() === role)),
          )
        : users.all();
    },
    search: ["login", "name", "surname", "email"],
    sort: "login:asc",
    toWire: (rows) => rows.map(toUserWire),
  }),

  guarded("get", "/users/", "view:users", (info) => {
    const user = target(info);
    return user instanceof Response ? user : ok(toUserWire(user));
  }),

  changeRole(true),
  changeRole(false),
  changeStatus(["NEW", "BANNED"], "ACTIVE"),
  changeStatus(["ACTIVE"], "BANNED"),

  guarded("post", "/users/update", "edit:users", async (info, caller) => {
    const body = await jsonBody(info.request);
    const uuid = typeof body.uuid === "string" ? body.uuid : "";
    if (!uuid) return invalid({ uuid: "uuid is required" });
    const user = users.get(uuid);
    if (!user) return fail(404, "User not found");
    // Changing a higher role's e-mail is the first step of taking over that account.
    if (rankOf(user) > rankOf(caller)) return fail(403, "Permission denied: the user holds a higher role");
    const { errors, changes } = readChanges(body, user);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const updated = users.update(uuid, changes) ?? user;
    announceRecord("users", "updated", uuid, "view:users");
    return ok(toUserWire(updated));
  }),
];
