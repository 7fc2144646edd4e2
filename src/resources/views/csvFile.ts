import type { BaseRecord } from "@refinedev/core";
import { writeCsv } from "@/lib/csv";
import type { ColumnSpec } from "@/registry/types";
import { exportValue } from "./exportRows";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The export's file (loaded when an export has read its rows, with papaparse: a list page does
 * not load either before then): the given columns' headers, then one line per row.
 */
export const exportCsv = (
  rows: readonly BaseRecord[],
  columns: readonly ColumnSpec[],
  section: string,
  t: Translate,
): Blob => {
  const header = columns.map((column) => t(column.title ?? `${section}.fields.${column.key}`));
  const body = rows.map((row) => columns.map((column) => exportValue(column, row, t)));
  return new Blob([writeCsv(header, body)], { type: "text/csv;charset=utf-8" });
};
