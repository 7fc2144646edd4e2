import type { DataProvider, GetListParams } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE, readSnapshot } from "@/resources/views/readAllRows";

/** A list of `count` rows, newest first, that grows by `added` rows before its second page is read. */
const growingList = (count: number, added: number) => {
  let rows = Array.from({ length: count }, (_, i) => ({ id: count - i }));
  const sorts: unknown[] = [];
  const provider = {
    getList: ({ pagination, sorters }: GetListParams) => {
      sorts.push(sorters);
      const page = pagination?.currentPage ?? 1;
      if (page === 2 && added > 0) {
        const next = rows.length;
        rows = [...Array.from({ length: added }, (_, i) => ({ id: next + added - i })), ...rows];
      }
      const size = pagination?.pageSize ?? 10;
      return Promise.resolve({ data: rows.slice((page - 1) * size, page * size), total: rows.length });
    },
  } as unknown as DataProvider;
  return { provider, sorts };
};

const query = { resource: "accounts", filters: [], sorters: [{ field: "updated", order: "desc" as const }] };

describe("readSnapshot: every row of a list once, and how many came or went while reading", () => {
  it("keeps each row once when rows are added on top while it reads, and counts them", async () => {
    const { provider } = growingList(EXPORT_PAGE_SIZE * 2 + 30, 50);
    const snapshot = await readSnapshot(provider, query, new AbortController().signal);
    const ids = snapshot!.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(EXPORT_PAGE_SIZE * 2 + 30);
    expect(snapshot!.changed).toBe(50);
  });

  it("says nothing changed of a list that held still", async () => {
    const { provider } = growingList(EXPORT_PAGE_SIZE + 1, 0);
    const snapshot = await readSnapshot(provider, query, new AbortController().signal);
    expect(snapshot).toMatchObject({ changed: 0 });
    expect(snapshot!.rows).toHaveLength(EXPORT_PAGE_SIZE + 1);
  });

  it("reads a list without a sort by its id field, so its pages do not shift", async () => {
    const { provider, sorts } = growingList(3, 0);
    await readSnapshot(provider, { ...query, sorters: [] }, new AbortController().signal, { idField: "login" });
    expect(sorts[0]).toEqual([{ field: "login", order: "asc" }]);
  });
});
