import { describe, expect, it } from "vitest";
import { UNDO } from "@/config";
import { columnsParam, inOrder } from "@/resources/views/useColumnChoice";

describe("list features' numbers and formats (issue 29)", () => {
  it("offers Undo on a delete for 5 s", () => {
    expect(UNDO.windowMs).toBe(5_000);
  });

  it("writes a shared view's columns in order, a hidden one marked with -", () => {
    expect(columnsParam(["email"], ["status", "login", "email"])).toBe("status,login,-email");
    expect(columnsParam(["roles"], [])).toBe("-roles");
    expect(columnsParam([], [])).toBe("");
  });

  it("puts the named columns first, then the rest as declared", () => {
    const columns = ["a", "b", "c", "d"].map((key) => ({ key }));
    expect(inOrder(columns, ["c", "a"]).map((c) => c.key)).toEqual(["c", "a", "b", "d"]);
  });
});
