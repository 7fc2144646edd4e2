import { afterEach, describe, expect, it, vi } from "vitest";
import { routeTable } from "@/routing/routeTable";
import { preloadEntry } from "@/routing/SignedInRoutes";

/** Which routes' views preloadEntry asked for, with every preload replaced by a spy. */
const preloadedFor = (pathname: string): string[] => {
  const entries = routeTable();
  const spies = entries.map(({ component }) => vi.spyOn(component, "preload").mockReturnValue());
  preloadEntry(pathname);
  return entries.filter((_, i) => spies[i]!.mock.calls.length > 0).map(({ path }) => path);
};

describe("entering the signed-in area with a stored session", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the entry page's view with the shell, and no other page", () => {
    expect(preloadedFor("/machines")).toEqual(["/machines"]);
    vi.restoreAllMocks();
    expect(preloadedFor("/servers/update-center")).toEqual(["/servers/update-center"]);
  });

  it("loads no page for a path outside the registry (the shell still comes)", () => {
    expect(preloadedFor("/auth/login")).toEqual([]);
  });
});
