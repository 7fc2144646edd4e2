import type { ReactNode } from "react";
import type { TableColumnsType } from "antd";

/**
 * The columns of a small table inside a page or dialog, in the order given: each titled
 * `<labels><key>` and drawn from the whole row; the `right` ones (figures) aligned right.
 */
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
