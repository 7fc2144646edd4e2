import type { BaseRecord } from "@refinedev/core";
import dayjs from "dayjs";
import { writeCsv } from "@/lib/csv";
import { valueAt } from "@/lib/valueAt";
import type { CellTextContext, ColumnSpec } from "@/registry/types";

type Translate = CellTextContext["t"];

export type NameOf = (column: ColumnSpec, id: unknown) => string | undefined;

/** "raw": the API's values, for reading back into another tool. */
export type ExportMode = "shown" | "raw";

/** ISO 8601 with the user's offset, which every spreadsheet reads. */
export const isoWithOffset = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("YYYY-MM-DDTHH:mm:ssZ") : String(value as string);
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** What the list shows (labels, names behind ids, custom text), dates as ISO 8601; other structures as JSON. */
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

/** Loaded only once an export has read its rows, with papaparse. */
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
