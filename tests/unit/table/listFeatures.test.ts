import { describe, expect, it } from "vitest";
import { UNDO } from "@/config";
import { LINK_MAX_LENGTH } from "@/config";
import { columnsParam, inOrder, knownOnly, parseColumns } from "@/resources/views/useColumnChoice";
import { viewLink } from "@/resources/views/useSavedViews";

describe("list features' numbers and formats", () => {
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

describe("a shared view keeps only what the list has", () => {
  const known = new Set(["login", "email", "status"]);

  it("drops names no column has from a link's columns, and repeats", () => {
    expect(parseColumns("status,<script>,-email,__proto__,status,-constructor", known)).toEqual({
      order: ["status", "email"],
      hidden: ["email"],
    });
  });

  it("stops reading a link's columns once every column is named", () => {
    const hostile = ["login", "email", "status", ...Array.from({ length: 10_000 }, (_, i) => `x${i}`)].join(",");
    expect(parseColumns(hostile, known).order).toEqual(["login", "email", "status"]);
  });

  it("cleans stored names that are not columns", () => {
    expect(knownOnly(["__proto__", "email", "gone", "email"], known)).toEqual(["email"]);
  });

  it(`writes a link of at most ${LINK_MAX_LENGTH} characters, keeping the list's own parameters`, () => {
    expect(LINK_MAX_LENGTH).toBe(8_000);
    const base = "https://console.example/servers/list";
    const params = new URLSearchParams({ list: "servers", sort: "name:asc", type: "DEDIK", junk: "x".repeat(9_000) });
    params.set("cols", "name,-ip");
    const link = viewLink(base, params, ["list", "page", "size", "sort", "q", "type"]);
    expect(link.length).toBeLessThanOrEqual(LINK_MAX_LENGTH);
    expect(new URL(link).searchParams.get("junk")).toBeNull();
    expect(new URL(link).searchParams.get("type")).toBe("DEDIK");
    expect(new URL(link).searchParams.get("cols")).toBe("name,-ip");
    const short = new URLSearchParams({ list: "servers", junk: "y" });
    expect(viewLink(base, short, ["list"])).toBe(`${base}?list=servers&junk=y`);
  });

  it("drops the columns, then the search, when the list's own parameters alone are too long", () => {
    const base = "https://console.example/accounts";
    const params = new URLSearchParams({ list: "accounts", q: "s".repeat(7_000), cols: "c".repeat(3_000) });
    const link = new URL(viewLink(base, params, ["list", "q"]));
    expect(link.searchParams.get("cols")).toBeNull();
    expect(link.searchParams.get("q")).toHaveLength(7_000);
  });
});
