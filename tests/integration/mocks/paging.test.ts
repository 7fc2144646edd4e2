import { ALL_ITEMS, DEFAULT_PAGE_SIZE, pageOf, pageQueryOf, parseSort } from "@/mocks/db";
import { comparatorFor, compareValues } from "@/mocks/db/paging";
import { createRng } from "@/mocks/db/random";

interface Row {
  id: number;
  name: string;
  city: string | null;
  tags: string[];
}

const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `item ${i + 1}`,
  city: i % 5 === 0 ? null : (["Kyiv", "Warsaw", "London"][i % 3] ?? null),
  tags: i % 2 === 0 ? ["even"] : ["odd"],
}));

describe("pageOf", () => {
  it("pages are 1-based and report the total", () => {
    const first = pageOf(rows, { page: 1, size: 10 });
    expect(first.list.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.totalCount).toBe(23);
    const last = pageOf(rows, { page: 3, size: 10 });
    expect(last.list.map((r) => r.id)).toEqual([21, 22, 23]);
    expect(pageOf(rows, { page: 4, size: 10 }).list).toEqual([]);
  });

  it("falls back to page 1 and the default size for missing or invalid values", () => {
    expect(pageOf(rows, {}).list).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(pageOf(rows, { page: 0, size: 0 }).list[0]?.id).toBe(1);
    expect(pageOf(rows, { page: -3, size: 5 }).list.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("size -1 returns everything whatever the page", () => {
    const all = pageOf(rows, { page: 3, size: ALL_ITEMS });
    expect(all.list).toHaveLength(23);
    expect(all.totalCount).toBe(23);
  });

  it("searches case-insensitively over the given fields only, counting matches", () => {
    const found = pageOf(rows, { search: "  WARSAW ", size: ALL_ITEMS }, ["name", "city"]);
    expect(found.list.every((r) => r.city === "Warsaw")).toBe(true);
    expect(found.totalCount).toBe(found.list.length);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(pageOf(rows, { search: "warsaw" }, ["name"]).totalCount).toBe(0);
    expect(pageOf(rows, { search: "odd", size: ALL_ITEMS }, ["tags"]).totalCount).toBe(11);
  });

  it("sorts by key:asc and key:desc, numbers numerically, empty values last", () => {
    expect(pageOf(rows, { sort: "id:desc", size: 3 }).list.map((r) => r.id)).toEqual([23, 22, 21]);
    expect(pageOf(rows, { sort: "name:asc", size: 3 }).list.map((r) => r.name)).toEqual(["item 1", "item 2", "item 3"]);
    const byCity = pageOf(rows, { sort: "city:desc", size: ALL_ITEMS }).list.map((r) => r.city);
    expect(byCity.slice(0, 2)).toEqual(["Warsaw", "Warsaw"]);
    expect(byCity.at(-1)).toBeNull();
    const asc = pageOf(rows, { sort: "city:asc", size: ALL_ITEMS }).list.map((r) => r.city);
    expect(asc[0]).toBe("Kyiv");
    expect(asc.at(-1)).toBeNull();
  });

  it("ignores a malformed sort and keeps the original order", () => {
    expect(pageOf(rows, { sort: "id:sideways", size: 2 }).list.map((r) => r.id)).toEqual([1, 2]);
    expect(parseSort("name")).toEqual({ key: "name", asc: true });
    expect(parseSort("name:DESC")).toEqual({ key: "name", asc: false });
    expect(parseSort(":asc")).toBeNull();
  });

  it("does not reorder the caller's list", () => {
    const copy = [...rows];
    pageOf(rows, { sort: "id:desc" });
    expect(rows).toEqual(copy);
  });
});

describe("pageQueryOf", () => {
  it("reads page, size, search and sort from the URL", () => {
    expect(pageQueryOf("http://localhost/api/users/list?page=2&size=-1&search=ann&sort=login:desc")).toEqual({
      page: 2,
      size: -1,
      search: "ann",
      sort: "login:desc",
    });
    expect(pageQueryOf(new Request("http://localhost/api/users/list?page=x"))).toEqual({
      page: undefined,
      size: undefined,
      search: undefined,
      sort: undefined,
    });
  });

  it("sorts ISO times as plain strings exactly as the collator orders them, empty values last", () => {
    const rng = createRng("iso-times");
    const base = Date.UTC(2025, 0, 1);
    const times: (string | null)[] = Array.from({ length: 400 }, () =>
      rng.chance(0.1) ? null : new Date(base + rng.int(0, 90) * 3_600_000).toISOString(),
    );
    times.push("", "2025-01-02T03:04:05.678Z", "2025-01-02T03:04:05.678Z");
    for (const asc of [true, false]) {
      const viaCollator = [...times].sort((a, b) => compareValues(a, b, asc));
      const compare = comparatorFor(times, asc);
      expect([...times].sort(compare)).toEqual(viaCollator);
    }
    // Mixed formats or other text go through the collator.
    const mixed = ["2025-01-02T03:04:05Z", "2025-01-02T03:04:05.000Z", "item 10", "item 9"];
    expect([...mixed].sort(comparatorFor(mixed, true))).toEqual([...mixed].sort((a, b) => compareValues(a, b, true)));
  });
});
