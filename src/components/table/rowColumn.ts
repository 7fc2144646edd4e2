import type { ReactNode } from "react";
import type { TableColumnType } from "antd";

/**
 * A column that may draw its cells differently once the table virtualises (thousands of rows):
 * `liteRender` draws plain elements (see liteCells.tsx) where `render` mounts components.
 */
export type LiteColumn<T> = TableColumnType<T> & { liteRender?: (row: T) => ReactNode };

/**
 * A column whose cell is drawn from the whole row rather than from one field of it; `lite`, when
 * given, draws it in a virtual table.
 */
export const rowColumn = <T extends object>(
  key: string,
  title: ReactNode,
  cell: (row: T) => ReactNode,
  lite?: (row: T) => ReactNode,
): LiteColumn<T> => ({
  key,
  title,
  render: (_: unknown, row: T) => cell(row),
  ...(lite ? { liteRender: lite } : {}),
});
