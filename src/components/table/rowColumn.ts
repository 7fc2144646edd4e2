import type { ReactNode } from "react";
import type { TableColumnType } from "antd";

/** `liteRender` draws plain elements once the table virtualises, where `render` mounts components. */
export type LiteColumn<T> = TableColumnType<T> & { liteRender?: (row: T) => ReactNode };

/** A cell drawn from the whole row; `lite` draws it in a virtual table. */
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
