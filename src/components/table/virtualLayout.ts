import type { TableColumnsType } from "antd";
import type { LiteColumn } from "./rowColumn";

/** Smaller tables stay plain for simpler a11y and layout. */
const VIRTUAL_ROW_THRESHOLD = 100;
export const DEFAULT_VIRTUAL_HEIGHT = 560;
export const SELECTION_COLUMN_WIDTH = 48;
/** A virtual body needs numeric widths to line cells up with the header. */
const FALLBACK_COLUMN_WIDTH = 160;

export const shouldVirtualize = (rowCount: number): boolean => rowCount > VIRTUAL_ROW_THRESHOLD;

interface VirtualLayout<T> {
  columns: TableColumnsType<T>;
  scrollX: number;
}

/** Numeric widths, and each column's `liteRender` as its cell, so rows mount plain elements, not components. */
export const virtualLayout = <T>(columns: TableColumnsType<T>, selectable: boolean): VirtualLayout<T> => {
  let scrollX = selectable ? SELECTION_COLUMN_WIDTH : 0;
  const sized = columns.map((column) => {
    const width = Math.max(
      typeof column.width === "number" ? column.width : FALLBACK_COLUMN_WIDTH,
      column.minWidth ?? 0,
    );
    scrollX += width;
    const { liteRender, ...rest } = column as LiteColumn<T>;
    if (liteRender) return { ...rest, width, render: (_: unknown, row: T) => liteRender(row) };
    return column.width === width ? column : { ...column, width };
  });
  return { columns: sized, scrollX };
};

/** A column's `liteRender` is for virtual bodies only. */
export const plainLayout = <T>(columns: TableColumnsType<T>): TableColumnsType<T> =>
  columns.map((column) => {
    if (!("liteRender" in column)) return column;
    const { liteRender: _lite, ...rest } = column as LiteColumn<T>;
    return rest;
  });
