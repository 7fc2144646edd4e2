import { describe, expect, it, vi } from "vitest";
import type { DataProvider } from "@refinedev/core";
import { pageOfRecord } from "@/resources/views/recordPage";

const rows = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1 }));

const provider = () => {
  const getList = vi.fn(({ pagination }: { pagination: { currentPage: number; pageSize: number } }) => {
    const start = (pagination.currentPage - 1) * pagination.pageSize;
    return Promise.resolve({ data: rows.slice(start, start + pagination.pageSize), total: rows.length });
  });
  return { dataProvider: { getList } as unknown as DataProvider, getList };
};

const query = { resource: "servers", filters: [], sorters: [{ field: "id", order: "asc" as const }] };
const find = (id: string, pageSize = 10) =>
  pageOfRecord(provider().dataProvider, query, { idField: "id", id, pageSize, signal: new AbortController().signal });

describe("the page of a record in the list as sorted and filtered", () => {
  it("counts from the record's place in the whole list", async () => {
    expect(await find("1")).toBe(1);
    expect(await find("10")).toBe(1);
    expect(await find("11")).toBe(2);
    expect(await find("1203", 20)).toBe(61);
    expect(await find("7", -1)).toBe(1);
  });

  it("reads no further than the page that holds it, and says when the view lacks it", async () => {
    const { dataProvider, getList } = provider();
    const signal = new AbortController().signal;
    expect(await pageOfRecord(dataProvider, query, { idField: "id", id: "501", pageSize: 10, signal })).toBe(51);
    expect(getList).toHaveBeenCalledTimes(2);
    expect(await find("9999")).toBeNull();
  });

  it("finds it in a list the page holds whole", async () => {
    const whole = { ...query, rows: [{ id: 3 }, { id: 9 }, { id: 4 }] };
    const { dataProvider, getList } = provider();
    const signal = new AbortController().signal;
    expect(await pageOfRecord(dataProvider, whole, { idField: "id", id: "4", pageSize: 2, signal })).toBe(2);
    expect(await pageOfRecord(dataProvider, whole, { idField: "id", id: "5", pageSize: 2, signal })).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});
