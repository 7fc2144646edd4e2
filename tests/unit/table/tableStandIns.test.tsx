import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import FilterDropdown, { flattenKeys } from "@/lib/shims/tableFilterDropdown";
import Radio from "@/lib/shims/tableSelectionRadio";

describe("the parts of antd's Table the console does not use, stood in for", () => {
  afterEach(() => vi.restoreAllMocks());

  it("flattens nested filter values depth first, as antd's own does", () => {
    const filters = [
      { value: "a", children: [{ value: "a1" }, { value: "a2", children: [{ value: "a2x" }] }] },
      { value: "b" },
    ];
    expect(flattenKeys(filters)).toEqual(["a", "a1", "a2", "a2x", "b"]);
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it("shows the column's title without a funnel, and says why in development", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToStaticMarkup(createElement(FilterDropdown, null, createElement("b", null, "Status")));
    expect(html).toBe("<b>Status</b>");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("filter above the table"));
  });

  it("fails loudly should a table ever select rows with radios", () => {
    expect(() => renderToStaticMarkup(createElement(Radio))).toThrow(/selects with checkboxes/);
  });
});
