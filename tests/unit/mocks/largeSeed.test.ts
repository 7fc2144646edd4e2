import { describe, expect, it } from "vitest";
import { machines } from "@/mocks/db/machines";
import { LARGE_SEED, growMachines, seedFromQuery, seedSize } from "@/mocks/db/largeSeed";

describe("mock size knob", () => {
  it("?seed=large asks for 10,000 machines; other queries ask for nothing", () => {
    expect(LARGE_SEED).toEqual({ machines: 10_000 });
    expect(seedFromQuery("?seed=large")).toEqual(LARGE_SEED);
    expect(seedFromQuery("?seed=small")).toBeNull();
    expect(seedFromQuery("")).toBeNull();
  });

  it("grows the machines table to the size asked with unique ids and names", () => {
    const seeded = machines.count();
    expect(seedSize({})).toEqual({ machines: seeded });
    expect(growMachines(seeded + 250)).toBe(seeded + 250);
    const all = machines.all();
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(new Set(all.map((m) => m.name_machine)).size).toBe(all.length);
    // Never shrinks.
    expect(growMachines(10)).toBe(seeded + 250);
  });
});

describe("pageOfInTasks", () => {
  it("answers exactly what pageOf answers, sorted in chunks over several tasks", async () => {
    const { pageOf, pageOfInTasks } = await import("@/mocks/db/paging");
    const rows = Array.from({ length: 9_000 }, (_, i) => ({ id: i, name: `row ${(i * 7919) % 9000}`, group: i % 7 }));
    for (const query of [
      { sort: "name:asc", size: -1 },
      { sort: "group:desc", page: 3, size: 50 },
      { sort: "name:desc", search: "row 1", size: 25 },
      { size: 10 },
    ])
      expect(await pageOfInTasks(rows, query, ["name"], 1_000)).toEqual(pageOf(rows, query, ["name"]));
  });
});
