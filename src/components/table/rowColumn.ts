import type { ReactNode } from "react";
import type { TableColumnType } from "antd";

/** A column whose cell is drawn from the whole row rather than from one field of it. */
export const rowColumn = <T extends object>(
  key: string,
  title: ReactNode,
  cell: (row: T) => ReactNode,
): TableColumnType<T> => ({ key, title, render: (_: unknown, row: T) => cell(row) });
