import type { BaseRecord } from "@refinedev/core";
import dayjs from "dayjs";
import { writeCsv } from "@/lib/csv";
import { valueAt } from "@/lib/valueAt";
import type { CellTextContext, ColumnSpec } from "@/registry/types";

type Translate = CellTextContext["t"];

/** Another record's name by its id, for a column whose value is an id (`nameFrom`). */
export type NameOf = (column: ColumnSpec, id: unknown) => string | undefined;

/** "as shown": what the list shows; "raw": the API's values, for reading back into another tool. */
export type ExportMode = "shown" | "raw";

/** A date as the file holds it: ISO 8601 with the user's offset, which every spreadsheet reads. */
export const isoWithOffset = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("YYYY-MM-DDTHH:mm:ssZ") : String(value as string);
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * A cell as the export writes it: what the list shows (labels in the user's language, the name
 * of a record an id points at, a custom cell's declared text, counts), dates in ISO 8601 with
 * the offset; structured values the list does not show as text become JSON.
 */
export const exportValue = (
  column: ColumnSpec,
  row: object,
  t: Translate,
  nameOf: NameOf = () => undefined,
): unknown => {
  if (column.text) {
    const text = column.text(row as Record<string, unknown>, { t, formatDate: isoWithOffset });
    return isEmpty(text) ? "" : text;
  }
  if (column.nameFrom) {
    const id = valueAt(row, column.nameFrom.key ?? column.key);
    return isEmpty(id) ? "" : (nameOf(column, id) ?? id);
  }
  const value = valueAt(row, column.key);
  if (isEmpty(value)) return "";
  const label = (item: unknown) => (column.labels ? t(`${column.labels}${String(item)}`) : String(item));
  switch (column.cell ?? "text") {
    case "label":
    case "tag":
      return label(value);
    case "tags":
      return (Array.isArray(value) ? value : [value]).map(label).join(", ");
    case "date":
      return isoWithOffset(value as string);
    default:
      return column.labels ? label(value) : value;
  }
};

/** A cell as the API gave it (dates and structures included), the computed ones as shown. */
export const rawValue = (column: ColumnSpec, row: object, t: Translate): unknown => {
  const value = valueAt(row, column.key);
  return value === undefined ? exportValue(column, row, t) : value;
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
  { mode = "shown", nameOf }: { mode?: ExportMode; nameOf?: NameOf } = {},
): Blob => {
  const header = columns.map((column) => t(column.title ?? `${section}.fields.${column.key}`));
  const cell = (column: ColumnSpec, row: BaseRecord) =>
    mode === "raw" ? rawValue(column, row, t) : exportValue(column, row, t, nameOf);
  const body = rows.map((row) => columns.map((column) => cell(column, row)));
  return new Blob([writeCsv(header, body)], { type: "text/csv;charset=utf-8" });
};
