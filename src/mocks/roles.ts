import type { UserRecord } from "./db";

// The server's own access rules, per area: a server enforces what it was told, not what the console believes, so
// tests/unit/mocks/roleTables.test.ts compares them with the console's table (src/registry/permissions.ts).

export type MockArea = "users" | "campaigns" | "servers" | "proxy" | "sms" | "accounts" | "keywords";
export type MockAction = "view" | "edit" | "delete";
export type MockPermission = `${MockAction}:${MockArea}`;
type Role = "USER" | "ADMIN" | "ADMIN_BOT" | "OWNER";

export const MOCK_RULES: Readonly<Record<MockArea, Readonly<Record<MockAction, readonly Role[]>>>> = {
  users: { view: ["ADMIN", "OWNER"], edit: ["ADMIN", "OWNER"], delete: ["OWNER"] },
  campaigns: {
    view: ["USER", "ADMIN", "ADMIN_BOT", "OWNER"],
    edit: ["ADMIN", "ADMIN_BOT", "OWNER"],
    delete: ["ADMIN", "OWNER"],
  },
  accounts: {
    view: ["USER", "ADMIN", "ADMIN_BOT", "OWNER"],
    edit: ["ADMIN", "ADMIN_BOT", "OWNER"],
    delete: ["ADMIN", "OWNER"],
  },
  keywords: {
    view: ["USER", "ADMIN", "ADMIN_BOT", "OWNER"],
    edit: ["ADMIN", "ADMIN_BOT", "OWNER"],
    delete: ["ADMIN", "OWNER"],
  },
  servers: { view: ["ADMIN", "ADMIN_BOT", "OWNER"], edit: ["ADMIN", "ADMIN_BOT", "OWNER"], delete: ["OWNER"] },
  proxy: { view: ["ADMIN", "ADMIN_BOT", "OWNER"], edit: ["ADMIN", "ADMIN_BOT", "OWNER"], delete: ["OWNER"] },
  sms: { view: ["ADMIN", "ADMIN_BOT", "OWNER"], edit: ["ADMIN", "ADMIN_BOT", "OWNER"], delete: ["OWNER"] },
};

const rolesOf = (user: UserRecord): string[] => user.roles.map((role) => role.toUpperCase());

/** An ACTIVE user holding a role the rule names; any of a list of rules will do. */
export const mayDo = (user: UserRecord, wanted: MockPermission | readonly MockPermission[]): boolean => {
  if (user.status !== "ACTIVE") return false;
  const roles = rolesOf(user);
  return (typeof wanted === "string" ? [wanted] : wanted).some((rule) => {
    const [action, area] = rule.split(":") as [MockAction, MockArea];
    return MOCK_RULES[area]?.[action]?.some((role) => roles.includes(role)) ?? false;
  });
};

export const holdsRole = (user: UserRecord, roles: readonly Role[]): boolean =>
  user.status === "ACTIVE" && rolesOf(user).some((role) => (roles as readonly string[]).includes(role));
