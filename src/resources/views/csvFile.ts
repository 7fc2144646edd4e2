import type { BaseRecord } from "@refinedev/core";
import dayjs from "dayjs";
import { writeCsv } from "@/lib/csv";
import { valueAt } from "@/lib/valueAt";
import type { ColumnSpec } from "@/registry/types";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A cell as the export writes it (issue 29): what the list shows for labels and tags, dates in
 * ISO 8601, other values as they are (a custom cell's field as the API gave it).
 */
export const exportValue = (column: ColumnSpec, row: object, t: Translate): unknown => {
  const value = valueAt(row, column.key);
  if (value === null || value === undefined || value === "") return "";
  const label = (item: unknown) => (column.labels ? t(`${column.labels}${String(item)}`) : String(item));
  switch (column.cell ?? "text") {
    case "label":
    case "tag":
      return label(value);
    case "tags":
      return (Array.isArray(value) ? value : [value]).map(label).join(", ");
    case "date": {
      const date = dayjs(value as string | number | Date);
      return date.isValid() ? date.toISOString() : String(value as string);
    }
    default:
      return value;
  }
};

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
