import type { Key } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { DataTable, type DataTableProps } from "@/components/table/DataTable";
import { useUiStore } from "@/state/ui";
import { bodyRows, en, people, personColumns, renderWithProviders, type Person } from "./harness";

const rows = people(5);

/** The people table with no rows, and the props a test adds. */
const EmptyTable = (props: Partial<DataTableProps<Person>>) => (
  <DataTable<Person> tableKey="people" columns={personColumns} rows={[]} total={0} rowKey="id" {...props} />
);

beforeEach(() => {
  useUiStore.setState({ tablePagination: {}, tableSorting: {} });
});

const Table = (props: {
  loading?: boolean;
  refreshing?: boolean;
  rows?: Person[];
  onSelectionChange?: (keys: Key[]) => void;
  onRowClick?: (row: Person) => void;
}) => (
  <DataTable<Person>
    tableKey="people"
    columns={personColumns}
    rows={props.rows ?? rows}
    total={(props.rows ?? rows).length}
    rowKey="id"
    loading={props.loading}
    refreshing={props.refreshing}
    selectable
    onSelectionChange={props.onSelectionChange}
    onRowClick={props.onRowClick}
  />
);

const checkbox = (label: string): HTMLInputElement[] =>
  screen
    .getAllByLabelText(label, { selector: "input[type=checkbox]" })
    .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);

describe("DataTable selection", () => {
  it("shows a checkbox per row and a select-all checkbox that selects every row", () => {
    const onSelectionChange = vi.fn<(keys: Key[]) => void>();
    renderWithProviders(<Table onSelectionChange={onSelectionChange} />);
    expect(checkbox(en("select_row"))).toHaveLength(5);
    const [all] = checkbox(en("select_all"));
    if (!all) throw new Error("no select-all checkbox");

    fireEvent.click(all);
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual([1, 2, 3, 4, 5]);
    expect(checkbox(en("select_row")).every((box) => box.checked)).toBe(true);

    fireEvent.click(all);
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual([]);
  });

  it("selects single rows", () => {
    const onSelectionChange = vi.fn<(keys: Key[]) => void>();
    renderWithProviders(<Table onSelectionChange={onSelectionChange} />);
    const boxes = checkbox(en("select_row"));
    fireEvent.click(boxes[1] as HTMLInputElement);
    fireEvent.click(boxes[3] as HTMLInputElement);
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual([2, 4]);
  });

  it("clears the selection when loading starts", () => {
    const onSelectionChange = vi.fn<(keys: Key[]) => void>();
    const { rerender } = renderWithProviders(<Table onSelectionChange={onSelectionChange} />);
    const [all] = checkbox(en("select_all"));
    fireEvent.click(all as HTMLInputElement);
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(5);

    rerender(<Table onSelectionChange={onSelectionChange} loading />);
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual([]);

    rerender(<Table onSelectionChange={onSelectionChange} />);
    expect(checkbox(en("select_row")).some((box) => box.checked)).toBe(false);
    expect(checkbox(en("select_all"))[0]?.checked).toBe(false);
  });
});

describe("DataTable loading and empty states", () => {
  it("shows a 10 × 8 skeleton by default as a busy status region", () => {
    const { container } = renderWithProviders(<Table loading />);
    const status = screen.getByRole("status", { name: en("loading") });
    expect(status).toHaveAttribute("aria-busy", "true");
    const skeletonRows = status.querySelectorAll("[data-skeleton-row]");
    expect(skeletonRows).toHaveLength(10);
    skeletonRows.forEach((row) => expect(row.querySelectorAll(".ant-skeleton")).toHaveLength(8));
    expect(bodyRows(container)).toHaveLength(0);
  });

  it("honours a custom skeleton size", () => {
    renderWithProviders(
      <DataTable<Person>
        tableKey="people"
        columns={personColumns}
        rows={rows}
        total={5}
        rowKey="id"
        loading
        skeleton={{ rows: 3, columns: 4 }}
      />,
    );
    const skeletonRows = screen.getByLabelText(en("loading")).querySelectorAll("[data-skeleton-row]");
    expect(skeletonRows).toHaveLength(3);
    expect(skeletonRows[0]?.querySelectorAll(".ant-skeleton")).toHaveLength(4);
  });

  it("shows the no-data message for an empty table, with a 0-0 of 0 range", () => {
    renderWithProviders(<Table rows={[]} />);
    expect(screen.getByText(en("no_data"))).toBeInTheDocument();
    expect(screen.getByText("0-0 of 0")).toBeInTheDocument();
  });

  it("shows a caller's empty text instead when given", () => {
    renderWithProviders(<EmptyTable emptyText="Nothing here" />);
    expect(screen.getByText("Nothing here")).toBeInTheDocument();
  });
});

describe("DataTable row clicks", () => {
  it("reports a row click but not a click on its checkbox", () => {
    const onRowClick = vi.fn<(row: Person) => void>();
    const { container } = renderWithProviders(<Table onRowClick={onRowClick} />);
    fireEvent.click(screen.getByText("Person 00002"));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);

    fireEvent.click(checkbox(en("select_row"))[0] as HTMLInputElement);
    expect(onRowClick).toHaveBeenCalledTimes(1);

    const third = bodyRows(container)[2] as HTMLElement;
    fireEvent.keyDown(third, { key: "Enter" });
    expect(onRowClick).toHaveBeenLastCalledWith(rows[2]);
  });
});

describe("DataTable failed and refreshing states", () => {
  it("shows a failed list as an error with its message and Try again, not as empty", () => {
    const onRetry = vi.fn();
    renderWithProviders(<EmptyTable error={new Error("Request failed with status 403")} onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(en("load_failed"));
    expect(alert.textContent).toContain("Request failed with status 403");
    expect(screen.queryByText(en("no_data"))).toBeNull();
    fireEvent.click(screen.getByText(en("try_again")));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("keeps the previous rows on screen while a new order loads: no skeleton, same table", () => {
    const { container, rerender } = renderWithProviders(<Table />);
    const tableBefore = container.querySelector(".ant-table");
    rerender(<Table refreshing />);
    expect(screen.queryByRole("status", { name: en("loading") })).toBeNull();
    expect(bodyRows(container)).toHaveLength(5);
    expect(container.querySelector(".ant-table")).toBe(tableBefore);
  });
});
