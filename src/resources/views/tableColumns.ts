import type { ReactNode } from "react";
import type { TableColumnsType } from "antd";

/** A small table's columns, titled `<labels><key>`, figures (`right`) aligned right. */
export const tableColumns = <T extends object>(
  t: (key: string) => string,
  labels: string,
  cells: Record<string, (row: T) => ReactNode>,
  right: readonly string[] = [],
): TableColumnsType<T> =>
  Object.entries(cells).map(([key, cell]) => ({
    key,
    title: t(`${labels}${key}`),
    render: (_: unknown, row: T) => cell(row),
    ...(right.includes(key) ? { align: "right" as const } : {}),
  }));
