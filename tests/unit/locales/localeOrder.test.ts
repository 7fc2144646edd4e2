import { describe, expect, it } from "vitest";
import { inOrder, moveBy, moveOnto, sameOrder, searchLocales } from "@/resources/locales/localeOrder";

const IDS = [1, 2, 3, 4, 5];

describe("locale order", () => {
  it("moves a dragged id onto the target's place, from above or from below", () => {
    expect(moveOnto(IDS, 1, 3)).toEqual([2, 3, 1, 4, 5]);
    expect(moveOnto(IDS, 5, 2)).toEqual([1, 5, 2, 3, 4]);
    expect(moveOnto(IDS, 4, 5)).toEqual([1, 2, 3, 5, 4]);
    expect(moveOnto(IDS, 1, 5)).toEqual([2, 3, 4, 5, 1]);
  });

  it("leaves the order alone for a drop on itself or an unknown id, and never changes its input", () => {
    expect(moveOnto(IDS, 3, 3)).toEqual(IDS);
    expect(moveOnto(IDS, 9, 3)).toEqual(IDS);
    expect(moveOnto(IDS, 3, 9)).toEqual(IDS);
    expect(moveOnto(IDS, 1, 3)).not.toBe(IDS);
    expect(IDS).toEqual([1, 2, 3, 4, 5]);
  });

  it("moves one place up or down, and not past either end", () => {
    expect(moveBy(IDS, 3, -1)).toEqual([1, 3, 2, 4, 5]);
    expect(moveBy(IDS, 3, 1)).toEqual([1, 2, 4, 3, 5]);
    expect(moveBy(IDS, 1, -1)).toEqual(IDS);
    expect(moveBy(IDS, 5, 1)).toEqual(IDS);
    expect(moveBy(IDS, 7, 1)).toEqual(IDS);
  });

  it("compares orders element by element", () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1, 2], [1, 2, 3])).toBe(false);
  });

  it("shows rows in a pending order; rows it does not name follow, ids without a row drop out", () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(inOrder(rows, null)).toEqual(rows);
    expect(inOrder(rows, [3, 1, 2]).map((r) => r.id)).toEqual([3, 1, 2, 4]);
    expect(inOrder(rows, [9, 2, 1]).map((r) => r.id)).toEqual([2, 1, 3, 4]);
  });

  it("searches names and codes, case-insensitively, ignoring surrounding spaces", () => {
    const rows = [
      { name: "Polish (Poland)", code: "pl_pl" },
      { name: "German (Austria)", code: "at_de" },
      { name: "Ukrainian (Ukraine)", code: "ua_uk" },
    ];
    expect(searchLocales(rows, " POL ").map((r) => r.code)).toEqual(["pl_pl"]);
    expect(searchLocales(rows, "_de").map((r) => r.code)).toEqual(["at_de"]);
    expect(searchLocales(rows, "uk").map((r) => r.code)).toEqual(["ua_uk"]);
    expect(searchLocales(rows, "")).toEqual(rows);
    expect(searchLocales(rows, "xyz")).toEqual([]);
  });
});
