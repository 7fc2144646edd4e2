import { describe, expect, it } from "vitest";
import {
  NO_SORT,
  antdSortOrderFor,
  ariaSortFor,
  clearSort,
  nextSort,
  resolveStoredSort,
  toWireSort,
} from "@/components/table/sortState";

describe("nextSort", () => {
  it("starts an unsorted table ascending on the clicked column", () => {
    expect(nextSort(NO_SORT, "name")).toEqual({ key: "name", asc: true });
  });

  it("cycles the same column asc → desc → asc and never back to none", () => {
    const first = nextSort(NO_SORT, "name");
    const second = nextSort(first, "name");
    const third = nextSort(second, "name");
    expect(second).toEqual({ key: "name", asc: false });
    expect(third).toEqual({ key: "name", asc: true });
  });

  it("switches to another column ascending, whatever the current direction", () => {
    expect(nextSort({ key: "name", asc: false }, "email")).toEqual({ key: "email", asc: true });
    expect(nextSort({ key: "name", asc: true }, "email")).toEqual({ key: "email", asc: true });
  });
});

describe("clearSort", () => {
  it("returns the empty-key (none) sort", () => {
    expect(clearSort()).toEqual({ key: "", asc: true });
  });

  it("returns a fresh object each time", () => {
    expect(clearSort()).not.toBe(clearSort());
  });
});

describe("resolveStoredSort", () => {
  const allowed = ["name", "email"];
  const fallback = { key: "name", asc: false };

  it("drops a stored sort with an empty key", () => {
    expect(resolveStoredSort({ key: "", asc: true }, allowed, fallback)).toEqual(fallback);
  });

  it("drops a stored sort whose key is not allowed", () => {
    expect(resolveStoredSort({ key: "password", asc: true }, allowed, fallback)).toEqual(fallback);
  });

  it("keeps an allowed stored sort", () => {
    expect(resolveStoredSort({ key: "email", asc: false }, allowed, fallback)).toEqual({ key: "email", asc: false });
  });

  it("falls back when nothing or garbage is stored", () => {
    expect(resolveStoredSort(undefined, allowed, fallback)).toEqual(fallback);
    expect(resolveStoredSort("name:asc", allowed, fallback)).toEqual(fallback);
    expect(resolveStoredSort({ key: 3, asc: true }, allowed, fallback)).toEqual(fallback);
  });

  it("falls back to none when no default is given", () => {
    expect(resolveStoredSort({ key: "nope", asc: true }, allowed)).toEqual(NO_SORT);
  });
});

describe("toWireSort", () => {
  it("encodes direction as key:asc / key:desc", () => {
    expect(toWireSort({ key: "name", asc: true })).toBe("name:asc");
    expect(toWireSort({ key: "name", asc: false })).toBe("name:desc");
  });

  it("sends nothing when unsorted", () => {
    expect(toWireSort(NO_SORT)).toBeUndefined();
  });
});

describe("header attributes", () => {
  it("maps our sort to aria-sort and antd's sortOrder per column", () => {
    const sort = { key: "name", asc: false };
    expect(ariaSortFor(sort, "name")).toBe("descending");
    expect(ariaSortFor({ key: "name", asc: true }, "name")).toBe("ascending");
    expect(ariaSortFor(sort, "email")).toBe("none");
    expect(antdSortOrderFor(sort, "name")).toBe("descend");
    expect(antdSortOrderFor({ key: "name", asc: true }, "name")).toBe("ascend");
    expect(antdSortOrderFor(sort, "email")).toBeNull();
  });
});
