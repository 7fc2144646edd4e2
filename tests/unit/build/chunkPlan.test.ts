import { describe, expect, it } from "vitest";
import { planChunks, type PlannedChunk } from "../../../scripts/build/chunkPlan.mjs";

const src = (path: string) => `/app/src/${path}`;
const roots = {
  signedIn: ["routing/SignedInRoutes.tsx", "routing/SignedInLayout.tsx", "routing/RoleGuard.tsx"].map(src),
  list: src("resources/views/DeclaredList.tsx"),
  namedGroups: ["boot", "icons"],
};
const chunk = (
  name: string,
  {
    modules = [name],
    imports = [] as string[],
    lazy = [] as string[],
    entry = false,
    facade = null as string | null,
  } = {},
): PlannedChunk => ({
  fileName: `${name}.js`,
  name,
  isEntry: entry,
  facadeModuleId: facade,
  moduleIds: modules,
  imports: imports.map((n) => `${n}.js`),
  dynamicImports: lazy.map((n) => `${n}.js`),
});

/** A first build in small: the entry, the sign-in page and the mock beside the signed-in area. */
const firstBuild = () => [
  chunk("boot", { entry: true, lazy: ["AuthPage", "mock", "SignedInRoutes"] }),
  chunk("AuthPage", { facade: "auth", imports: ["boot", "form"] }),
  chunk("mock", { facade: "mock", imports: ["boot", "types"] }),
  chunk("form", { imports: ["boot"] }),
  chunk("types"),
  chunk("SignedInRoutes", {
    facade: src("routing/SignedInRoutes.tsx"),
    imports: ["boot", "routes"],
    lazy: ["SignedInLayout", "RoleGuard", "MachinesList", "Dashboard"],
  }),
  chunk("routes", { modules: ["routeTable", "registry"], imports: ["types"] }),
  chunk("SignedInLayout", {
    facade: src("routing/SignedInLayout.tsx"),
    imports: ["boot", "form", "menu", "icons", "live"],
    lazy: ["live"],
  }),
  chunk("live", { modules: ["live", "stompjs"] }),
  chunk("RoleGuard", { facade: src("routing/RoleGuard.tsx"), imports: ["boot"] }),
  chunk("menu", { modules: ["menu", "dropdown"] }),
  chunk("icons"),
  chunk("MachinesList", { facade: "machines", imports: ["DeclaredList", "menu"] }),
  chunk("DeclaredList", { modules: [src("resources/views/DeclaredList.tsx")], imports: ["table", "form"] }),
  chunk("table", { modules: ["table", "pagination"] }),
  chunk("Dashboard", { facade: "dashboard", imports: ["table"] }),
];

describe("the chunk plan of the production build", () => {
  it("puts what every signed-in page loads in the shell, and what the list view imports in lists", () => {
    const plan = planChunks(firstBuild(), roots);
    expect([...plan.shell].sort()).toEqual([
      "RoleGuard",
      "SignedInLayout",
      "SignedInRoutes",
      "dropdown",
      "menu",
      "registry",
      "routeTable",
    ]);
    expect([...plan.lists].sort()).toEqual([src("resources/views/DeclaredList.tsx"), "pagination", "table"].sort());
  });

  it("leaves out what the sign-in page or the mock load, the named groups and lazy import targets", () => {
    const plan = planChunks(firstBuild(), roots);
    for (const module of ["form", "types", "boot", "icons", "auth", "mock"]) {
      expect(plan.shell.has(module)).toBe(false);
      expect(plan.lists.has(module)).toBe(false);
    }
    expect(plan.shell.has("machines")).toBe(false);
    // imported lazily somewhere too: merged, that import() would load the whole shell
    expect(plan.shell.has("live")).toBe(false);
  });

  it("fails the build when the signed-in routes or the list view are not found", () => {
    const withoutList = firstBuild().filter((c) => c.name !== "DeclaredList");
    expect(() => planChunks(withoutList, roots)).toThrow(/update vite.config.ts/);
  });
});
