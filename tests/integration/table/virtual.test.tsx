import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent } from "@testing-library/react";
import { useUiStore } from "@/state/ui";
import { TableHarness, bodyRows, buttonByText, chooseAll, en, people, rangeText, renderWithProviders } from "./harness";

// jsdom has no layout: rc-virtual-list then never measures rows (offsetParent is null) and
// falls back to the fixed item height, so the rendered window is height / itemHeight rows.
const data = people(10_000);

beforeEach(() => {
  useUiStore.setState({ tablePagination: {}, tableSorting: {} });
});

describe("DataTable virtualisation", () => {
  it("keeps the DOM bounded when All is chosen on 10,000 rows", async () => {
    const { container } = renderWithProviders(<TableHarness tableKey="big" data={data} height={400} />);
    await chooseAll();
    fireEvent.click(buttonByText(en("confirm")));

    expect(rangeText()).toBe("1-10000 of 10000");
    expect(container.querySelector(".ant-table-tbody-virtual")).not.toBeNull();
    const rendered = bodyRows(container);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(200);
    expect(rendered[0]?.textContent).toContain("Person 00001");
  });

  it("renders small pages as a plain table", () => {
    useUiStore.setState({ tablePagination: { big: 100 } });
    const { container } = renderWithProviders(<TableHarness tableKey="big" data={data} />);
    expect(container.querySelector(".ant-table-tbody-virtual")).toBeNull();
    expect(container.querySelectorAll("tbody tr.ant-table-row")).toHaveLength(100);
  });
});
