import type { UserRecord } from "./db";

// The server's access rules, kept apart from the console's own table (src/registry/permissions.ts):
// a server enforces what it was told, not what the console believes, so a divergence between the
// two is a bug that tests/unit/mocks/roleTables.test.ts reports. Written per area, as a server's
// handlers read it: which roles may read, change and delete there.

export type MockArea = "users" | "campaigns" | "servers" | "proxy" | "sms" | "accounts" | "keywords";
export type MockAction = "view" | "edit" | "delete";
/** `<action>:<area>`, the form the handlers name a rule in. */
export type MockPermission = `${MockAction}:${MockArea}`;
type Role = "USER" | "ADMIN" | "ADMIN_BOT" | "OWNER";

/**
 * Who may do what, area by area:
 * - users: ADMIN and OWNER read and change, only OWNER deletes;
 * - campaigns, accounts, keywords: everyone reads, ADMIN, ADMIN_BOT and OWNER change, ADMIN and OWNER delete;
 * - servers, proxy, sms: ADMIN, ADMIN_BOT and OWNER read and change, only OWNER deletes.
 */
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

/** An ACTIVE user holding one of the roles. */
export const holdsRole = (user: UserRecord, roles: readonly Role[]): boolean =>
  user.status === "ACTIVE" && rolesOf(user).some((role) => (roles as readonly string[]).includes(role));
