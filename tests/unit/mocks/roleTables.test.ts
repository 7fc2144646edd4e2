import { describe, expect, it } from "vitest";
import { MOCK_RULES, mayDo, type MockAction } from "@/mocks/roles";
import { AREAS, ROLE_PERMISSIONS, type Permission } from "@/registry/permissions";
import { ROLES } from "@/api/types";
import type { UserRecord } from "@/mocks/db";

const ACTIONS: readonly MockAction[] = ["view", "edit", "delete"];

const userWith = (role: string, status: UserRecord["status"] = "ACTIVE") =>
  ({ roles: [role.toLowerCase()], status }) as unknown as UserRecord;

describe("the mock server's role table agrees with the console's", () => {
  it("names the same areas", () => {
    expect(Object.keys(MOCK_RULES).sort()).toEqual([...AREAS].sort());
  });

  for (const role of ROLES)
    it(`grants ${role} exactly what the console shows it`, () => {
      const granted = AREAS.flatMap((area) =>
        ACTIONS.filter((action) => MOCK_RULES[area][action].includes(role)).map(
          (action) => `${action}:${area}` as Permission,
        ),
      );
      expect(granted.sort()).toEqual([...ROLE_PERMISSIONS[role]].sort());
    });

  it("lets an active user of a role do what the rule names, in any letter case, and no inactive user", () => {
    expect(mayDo(userWith("OWNER"), "delete:users")).toBe(true);
    expect(mayDo(userWith("admin"), "delete:users")).toBe(false);
    expect(mayDo(userWith("admin"), ["delete:users", "edit:users"])).toBe(true);
    expect(mayDo(userWith("OWNER", "BANNED"), "view:campaigns")).toBe(false);
  });
});
