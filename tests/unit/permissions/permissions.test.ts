import { describe, expect, it } from "vitest";
import {
  AREAS,
  hasAllPermissions,
  hasPermission,
  hasRole,
  ROLE_PERMISSIONS,
  type Permission,
} from "@/registry/permissions";
import type { Role, User } from "@/api/types";
import { userWithRoles as user } from "../../support/fixtures";

/** The role → permission table (ROLE-3 to ROLE-6), spelled out per role so a change to permissions.ts fails here. */
const EXPECTED: Record<Role, string> = {
  USER: "view:campaigns view:accounts view:keywords",
  ADMIN:
    "view:users edit:users view:campaigns edit:campaigns delete:campaigns view:accounts edit:accounts delete:accounts " +
    "view:keywords edit:keywords delete:keywords view:servers edit:servers view:proxy edit:proxy view:sms edit:sms",
  ADMIN_BOT:
    "view:campaigns edit:campaigns view:servers edit:servers view:proxy edit:proxy view:sms edit:sms " +
    "view:accounts edit:accounts view:keywords edit:keywords",
  OWNER:
    "view:users edit:users delete:users view:campaigns edit:campaigns delete:campaigns view:accounts edit:accounts " +
    "delete:accounts view:keywords edit:keywords delete:keywords view:servers edit:servers delete:servers " +
    "view:proxy edit:proxy delete:proxy view:sms edit:sms delete:sms",
};

const allPermissions: Permission[] = AREAS.flatMap((a) =>
  (["view", "edit", "delete"] as const).map((x) => `${x}:${a}` as Permission),
);

describe("role → permission table (ROLE-3 to ROLE-6)", () => {
  for (const role of Object.keys(EXPECTED) as Role[]) {
    it(`${role} holds exactly its permissions`, () => {
      const expected = new Set(EXPECTED[role].split(" "));
      expect(new Set(ROLE_PERMISSIONS[role])).toEqual(expected);
      for (const p of allPermissions) expect(hasPermission(user([role]), p)).toBe(expected.has(p));
    });
  }

  it("grants nothing without a user, or to NEW and BANNED users", () => {
    expect(hasPermission(null, "view:campaigns")).toBe(false);
    expect(hasPermission(user(["OWNER"], "NEW"), "view:campaigns")).toBe(false);
    expect(hasPermission(user(["OWNER"], "BANNED"), "view:campaigns")).toBe(false);
  });

  it("passes a list when any permission is held, and all-of only when every one is", () => {
    expect(hasPermission(user(["USER"]), ["delete:users", "view:keywords"])).toBe(true);
    expect(hasAllPermissions(user(["USER"]), ["view:keywords", "edit:keywords"])).toBe(false);
    expect(hasAllPermissions(user(["ADMIN"]), ["view:keywords", "edit:keywords"])).toBe(true);
    expect(hasAllPermissions(user(["ADMIN"]), [])).toBe(false);
  });

  it("unions the permissions of several roles", () => {
    expect(hasPermission(user(["USER", "ADMIN_BOT"]), "edit:servers")).toBe(true);
  });

  it("checks roles: a single role or a list, ACTIVE only, false on a broken user", () => {
    expect(hasRole(user(["ADMIN"]), "ADMIN")).toBe(true);
    expect(hasRole(user(["ADMIN"]), ["OWNER", "ADMIN"])).toBe(true);
    expect(hasRole(user(["USER"]), ["OWNER", "ADMIN"])).toBe(false);
    expect(hasRole(user(["ADMIN"], "NEW"), "ADMIN")).toBe(false);
    expect(hasRole({ status: "ACTIVE" } as unknown as User, "ADMIN")).toBe(false);
  });
});
