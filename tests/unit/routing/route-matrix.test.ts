import { describe, expect, it } from "vitest";
import { routeTable } from "@/resources";
import { hasRole } from "@/providers/permissions";
import { ROLES, type Role, type User } from "@/api/types";
import { SPEC_ROUTES } from "../../support/specRoutes";

const userWith = (role: Role, status: User["status"] = "ACTIVE"): User => ({
  uuid: role,
  username: role,
  login: role,
  email: `${role}@example.com`,
  name: role,
  surname: role,
  status,
  roles: [role],
});

describe("route table × role matrix (spec §2)", () => {
  const table = routeTable();

  it("declares exactly the spec's signed-in routes", () => {
    expect(table.map((r) => r.path).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  for (const [path, allowed] of Object.entries(SPEC_ROUTES)) {
    for (const role of ROLES) {
      const expected = allowed === undefined || allowed.includes(role);
      it(`${role} ${expected ? "may" : "may not"} enter ${path}`, () => {
        const route = table.find((r) => r.path === path);
        expect(route).toBeDefined();
        expect(hasRole(userWith(role), route!.resource.meta.roles)).toBe(expected);
      });
    }
  }

  it("refuses every route to NEW and BANNED users whatever their role", () => {
    for (const { resource } of table) {
      expect(hasRole(userWith("OWNER", "NEW"), resource.meta.roles)).toBe(false);
      expect(hasRole(userWith("OWNER", "BANNED"), resource.meta.roles)).toBe(false);
    }
  });
});
