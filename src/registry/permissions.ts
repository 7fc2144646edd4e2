import type { Role, User } from "@/api/types";

/** The role → permission table, verbatim (docs/rules/roles.md). */
export const AREAS = ["users", "campaigns", "servers", "proxy", "sms", "accounts", "keywords"] as const;
export type Area = (typeof AREAS)[number];
export type Action = "view" | "edit" | "delete";
export type Permission = `${Action}:${Area}`;

const all = (actions: Action[], areas: Area[]): Permission[] =>
  areas.flatMap((area) => actions.map((a) => `${a}:${area}` as Permission));

const ADMIN: Permission[] = [
  ...all(["view", "edit"], ["users"]),
  ...all(["view", "edit", "delete"], ["campaigns", "accounts", "keywords"]),
  ...all(["view", "edit"], ["servers", "proxy", "sms"]),
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  USER: all(["view"], ["campaigns", "accounts", "keywords"]),
  ADMIN,
  ADMIN_BOT: all(["view", "edit"], ["campaigns", "servers", "proxy", "sms", "accounts", "keywords"]),
  OWNER: [...ADMIN, ...all(["delete"], ["users", "servers", "proxy", "sms"])],
};

const isActive = (user: User | null | undefined): user is User => !!user && user.status === "ACTIVE";

/** True when the user is ACTIVE and some held role grants the permission (any of a list). */
export const hasPermission = (user: User | null | undefined, wanted: Permission | readonly Permission[]): boolean => {
  try {
    if (!isActive(user)) return false;
    const list = typeof wanted === "string" ? [wanted] : wanted;
    return list.some((p) => user.roles.some((r) => ROLE_PERMISSIONS[r]?.includes(p)));
  } catch {
    return false;
  }
};

export const hasAllPermissions = (user: User | null | undefined, wanted: readonly Permission[]): boolean =>
  wanted.length > 0 && wanted.every((p) => hasPermission(user, p));

/** True when the user is ACTIVE and holds a role of the list; no list means any active user. */
export const hasRole = (user: User | null | undefined, roles?: Role | readonly Role[]): boolean => {
  try {
    if (!isActive(user)) return false;
    if (roles === undefined) return true;
    const list = typeof roles === "string" ? [roles] : roles;
    return list.some((r) => user.roles.includes(r));
  } catch {
    return false;
  }
};
