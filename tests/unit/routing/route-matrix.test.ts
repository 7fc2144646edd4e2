import { describe, expect, it } from "vitest";
import { routeTable } from "@/routing/routeTable";
import { hasRole } from "@/registry/permissions";
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

describe("route table × role matrix (ROLE-12 to ROLE-15)", () => {
  const table = routeTable();

  it("declares every signed-in route of docs/rules/roles.md", () => {
    expect(table.map((r) => r.path)).toEqual(expect.arrayContaining(Object.keys(SPEC_ROUTES)));
  });

  // New areas add show/edit routes (e.g. /apps/:id): allowed, as long as each sits under a route of
  // the rules and lets in no role that route keeps out.
  it("declares other routes only under a route of the rules and no wider than it", () => {
    const parentOf = (path: string): string | undefined =>
      Object.keys(SPEC_ROUTES)
        .filter((spec) => spec !== "/" && path.startsWith(`${spec}/`))
        .sort((a, b) => b.length - a.length)[0];
    for (const { path, resource } of table.filter((r) => !(r.path in SPEC_ROUTES))) {
      const parent = parentOf(path);
      expect(parent, `${path} is under no route of the rules`).toBeDefined();
      const allowed = SPEC_ROUTES[parent!];
      for (const role of ROLES) {
        if (allowed !== undefined && !allowed.includes(role)) {
          expect(hasRole(userWith(role), resource.meta.roles), `${role} at ${path}`).toBe(false);
        }
      }
    }
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
