import type { KeyboardEvent, MouseEvent } from "react";
import type { TableColumnsType } from "antd";
import { antdSortOrderFor, ariaSortFor, type TableSort } from "./sortState";

type Column<T> = TableColumnsType<T>[number];

const columnKeyOf = <T>(column: Column<T>): string | undefined => {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  if ("dataIndex" in column && (typeof column.dataIndex === "string" || typeof column.dataIndex === "number")) {
    return String(column.dataIndex);
  }
  return undefined;
};

/** antd's sort indicators with our click cycle (no "third click clears"), and aria-sort "none" on unsorted headers. */
export const withSortState = <T>(
  columns: TableColumnsType<T>,
  sortable: readonly string[],
  sort: TableSort,
  onSort: (key: string) => void,
): TableColumnsType<T> =>
  columns.map((column): Column<T> => {
    const key = columnKeyOf(column);
    if (key === undefined || !sortable.includes(key)) return column;
    const original = column.onHeaderCell;
    return {
      ...column,
      key,
      sorter: true,
      sortOrder: antdSortOrderFor(sort, key),
      sortDirections: ["ascend", "descend"],
      showSorterTooltip: false,
      onHeaderCell: (col) => {
        const cell = original?.(col) ?? {};
        return {
          ...cell,
          "aria-sort": ariaSortFor(sort, key),
          onClick: (event: MouseEvent<HTMLElement>) => {
            cell.onClick?.(event);
            onSort(key);
          },
          // antd forwards only Enter here; the check keeps this correct if that ever changes.
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            cell.onKeyDown?.(event);
            if (event.key === "Enter") onSort(key);
          },
          // Space sorts too, as on a button, and must not scroll the page. antd's own handler
          // swallows it, so it is caught on the way down.
          onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== " " || event.target !== event.currentTarget) return;
            event.preventDefault();
            onSort(key);
          },
        };
      },
    };
  });
