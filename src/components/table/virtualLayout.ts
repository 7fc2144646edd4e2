import type { TableColumnsType } from "antd";

/** Above this many rows the body is virtualised; smaller tables stay plain for simpler a11y and layout. */
export const VIRTUAL_ROW_THRESHOLD = 100;
export const DEFAULT_VIRTUAL_HEIGHT = 560;
export const SELECTION_COLUMN_WIDTH = 48;
/** A virtual body needs numeric widths to line cells up with the header. */
const FALLBACK_COLUMN_WIDTH = 160;

export const shouldVirtualize = (rowCount: number): boolean => rowCount > VIRTUAL_ROW_THRESHOLD;

export interface VirtualLayout<T> {
  columns: TableColumnsType<T>;
  scrollX: number;
}

export const virtualLayout = <T>(columns: TableColumnsType<T>, selectable: boolean): VirtualLayout<T> => {
  let scrollX = selectable ? SELECTION_COLUMN_WIDTH : 0;
  const sized = columns.map((column) => {
    const width = typeof column.width === "number" ? column.width : FALLBACK_COLUMN_WIDTH;
    scrollX += width;
    return column.width === width ? column : { ...column, width };
  });
  return { columns: sized, scrollX };
};
