import { describe, expect, it } from "vitest";
import {
  ALL_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  clampPage,
  controlsHidden,
  isPageSize,
  lastPage,
  navState,
  rangeText,
} from "@/components/table/pagination";

describe("page sizes", () => {
  it("are exactly 5, 10, 25, 50, 100 and All (-1)", () => {
    expect([...PAGE_SIZES]).toEqual([5, 10, 25, 50, 100, -1]);
    expect(ALL_PAGE_SIZE).toBe(-1);
  });

  it("default to 5", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(5);
  });

  it("recognise only the listed sizes", () => {
    expect(isPageSize(25)).toBe(true);
    expect(isPageSize(-1)).toBe(true);
    expect(isPageSize(7)).toBe(false);
    expect(isPageSize("5")).toBe(false);
  });
});

describe("lastPage", () => {
  it("rounds up partial pages", () => {
    expect(lastPage(5, 23)).toBe(5);
    expect(lastPage(5, 25)).toBe(5);
    expect(lastPage(10, 1)).toBe(1);
  });

  it("is 1 for All and for an empty table", () => {
    expect(lastPage(-1, 10_000)).toBe(1);
    expect(lastPage(5, 0)).toBe(1);
  });

  it("clamps pages into 1..last", () => {
    expect(clampPage(9, 5, 23)).toBe(5);
    expect(clampPage(0, 5, 23)).toBe(1);
  });
});

describe("rangeText", () => {
  it("gives start-end of total for a middle page", () => {
    expect(rangeText(2, 5, 23)).toEqual({ start: 6, end: 10, total: 23 });
  });

  it("stops at total on the last page", () => {
    expect(rangeText(5, 5, 23)).toEqual({ start: 21, end: 23, total: 23 });
  });

  it("covers everything for All", () => {
    expect(rangeText(1, -1, 10_000)).toEqual({ start: 1, end: 10_000, total: 10_000 });
  });

  it("reads 0-0 of 0 when empty", () => {
    expect(rangeText(1, 5, 0)).toEqual({ start: 0, end: 0, total: 0 });
    expect(rangeText(1, -1, 0)).toEqual({ start: 0, end: 0, total: 0 });
  });
});

describe("navState", () => {
  it("disables first/previous on page 1", () => {
    expect(navState(1, 5, 23)).toEqual({ first: false, prev: false, next: true, last: true });
  });

  it("enables everything on a middle page", () => {
    expect(navState(3, 5, 23)).toEqual({ first: true, prev: true, next: true, last: true });
  });

  it("disables next/last on the last page", () => {
    expect(navState(5, 5, 23)).toEqual({ first: true, prev: true, next: false, last: false });
  });

  it("disables everything when there is a single page", () => {
    expect(navState(1, 10, 4)).toEqual({ first: false, prev: false, next: false, last: false });
  });
});

describe("controlsHidden", () => {
  it("hides controls when everything fits on one page", () => {
    expect(controlsHidden(5, 5)).toBe(true);
    expect(controlsHidden(10, 3)).toBe(true);
    expect(controlsHidden(5, 0)).toBe(true);
  });

  it("hides controls for All", () => {
    expect(controlsHidden(-1, 10_000)).toBe(true);
  });

  it("shows controls when there is more than one page", () => {
    expect(controlsHidden(5, 6)).toBe(false);
  });
});
