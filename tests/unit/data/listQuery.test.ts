import { describe, expect, it } from "vitest";
import { toPaged } from "@/api/types";
import { toFilterParams, toListQuery, toSortParam } from "@/providers/data";

describe("refine list params → ListQuery", () => {
  it("passes the page and size of server paging", () => {
    expect(toListQuery({ pagination: { currentPage: 3, pageSize: 25, mode: "server" } })).toEqual({
      page: 3,
      size: 25,
      filters: {},
    });
  });

  it("defaults to page 1 of 10 when refine sends no pagination", () => {
    expect(toListQuery({})).toEqual({ page: 1, size: 10, filters: {} });
  });

  it("asks for everything (size -1, page 1) when paging is off", () => {
    expect(toListQuery({ pagination: { currentPage: 4, pageSize: 25, mode: "off" } })).toEqual({
      page: 1,
      size: -1,
      filters: {},
    });
  });

  it("sends the first sorter as key:asc or key:desc; the API sorts by one key", () => {
    expect(toSortParam([{ field: "name", order: "asc" }])).toBe("name:asc");
    expect(
      toSortParam([
        { field: "updated", order: "desc" },
        { field: "name", order: "asc" },
      ]),
    ).toBe("updated:desc");
    expect(toSortParam([])).toBeUndefined();
    expect(toSortParam(undefined)).toBeUndefined();
    expect(toListQuery({ sorters: [{ field: "price", order: "desc" }] }).sort).toBe("price:desc");
  });

  it("takes the search from a filter named search or q", () => {
    expect(toFilterParams([{ field: "search", operator: "contains", value: "alpha" }])).toEqual({
      search: "alpha",
      filters: {},
    });
    expect(toFilterParams([{ field: "q", operator: "contains", value: "beta" }])).toEqual({
      search: "beta",
      filters: {},
    });
  });

  it("passes other filters as exact-match extras under their field names", () => {
    expect(
      toFilterParams([
        { field: "configId", operator: "eq", value: 2 },
        { field: "type", operator: "eq", value: "DEDIK" },
        { field: "isActive", operator: "eq", value: false },
      ]),
    ).toEqual({ filters: { configId: 2, type: "DEDIK", isActive: false } });
  });

  it("drops empty values, values that are not plain scalars and logical (or/and) filters", () => {
    expect(
      toFilterParams([
        { field: "search", operator: "contains", value: "" },
        { field: "a", operator: "eq", value: "" },
        { field: "b", operator: "eq", value: null },
        { field: "c", operator: "eq", value: undefined },
        { field: "d", operator: "in", value: [1, 2] },
        { operator: "or", value: [{ field: "e", operator: "eq", value: 1 }] },
      ]),
    ).toEqual({ filters: {} });
    expect(toFilterParams(undefined)).toEqual({ filters: {} });
  });

  it("builds the whole query at once", () => {
    expect(
      toListQuery({
        pagination: { currentPage: 2, pageSize: 50, mode: "server" },
        sorters: [{ field: "name", order: "asc" }],
        filters: [
          { field: "search", operator: "contains", value: "ded" },
          { field: "type", operator: "eq", value: "DEDIK" },
        ],
      }),
    ).toEqual({ page: 2, size: 50, sort: "name:asc", search: "ded", filters: { type: "DEDIK" } });
  });
});

describe("toPaged: the list answer's two total spellings", () => {
  const double = (n: number) => n * 2;

  it("reads totalCount", () => {
    expect(toPaged({ list: [1, 2], totalCount: 40 }, double)).toEqual({ list: [2, 4], totalCount: 40 });
  });

  it("reads the wire spelling total_count", () => {
    expect(toPaged({ list: [3], total_count: 7 }, double)).toEqual({ list: [6], totalCount: 7 });
  });

  it("prefers totalCount when both come, and counts the list when neither does", () => {
    expect(toPaged({ list: [1], totalCount: 5, total_count: 9 }, double).totalCount).toBe(5);
    expect(toPaged({ list: [1, 2, 3] }, double).totalCount).toBe(3);
  });
});
