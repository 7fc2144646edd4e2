import type { BaseRecord } from "@refinedev/core";
import dayjs from "dayjs";
import { writeCsv } from "@/lib/csv";
import { valueAt } from "@/lib/valueAt";
import type { CellTextContext, ColumnSpec } from "@/registry/types";

type Translate = CellTextContext["t"];

export type NameOf = (column: ColumnSpec, id: unknown) => string | undefined;

/** How many rows of the column's `countFrom` list point at the row. */
export type CountOf = (column: ColumnSpec, row: object) => number;

/** "raw": the API's values, for reading back into another tool. */
export type ExportMode = "shown" | "raw";

/** ISO 8601 with the user's offset, which every spreadsheet reads. */
export const isoWithOffset = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("YYYY-MM-DDTHH:mm:ssZ") : String(value as string);
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** A flag reads as the words the lists use for yes and no, never as true/false. */
const flagText = (value: unknown, t: Translate) =>
  typeof value === "boolean" ? t(value ? "def.resource.yes" : "def.resource.no") : value;

/** What the list shows (labels, names behind ids, counts, custom text), dates as ISO 8601; other structures as JSON. */
export const exportValue = (
  column: ColumnSpec,
  row: object,
  t: Translate,
  nameOf: NameOf = () => undefined,
  countOf?: CountOf,
): unknown => {
  if (column.text) {
    const text = column.text(row as Record<string, unknown>, { t, formatDate: isoWithOffset });
    return isEmpty(text) ? "" : text;
  }
  if (column.countFrom) return countOf?.(column, row) ?? "";
  if (column.nameFrom) {
    const id = valueAt(row, column.nameFrom.key ?? column.key);
    return isEmpty(id) ? "" : (nameOf(column, id) ?? id);
  }
  const value = valueAt(row, column.key);
  // The list writes its "none" text where a value is missing: so does the file.
  if (isEmpty(value)) return column.empty ? t(column.empty) : "";
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
      return column.labels ? label(value) : flagText(value, t);
  }
};

/** A cell as the API gave it (dates and structures included), the computed ones as shown. */
export const rawValue = (column: ColumnSpec, row: object, t: Translate, countOf?: CountOf): unknown => {
  const value = valueAt(row, column.key);
  return value === undefined ? exportValue(column, row, t, undefined, countOf) : value;
};

/** The columns a file of that mode holds: a column shown only (a masked secret) is left out of the raw one. */
export const columnsFor = (columns: readonly ColumnSpec[], mode: ExportMode): ColumnSpec[] =>
  columns.filter((column) => column.export !== false && (mode === "shown" || column.export !== "shown"));

/** Loaded only once an export has read its rows, with papaparse. */
export const exportCsv = (
  rows: readonly BaseRecord[],
  columns: readonly ColumnSpec[],
  section: string,
  t: Translate,
  { mode = "shown", nameOf, countOf }: { mode?: ExportMode; nameOf?: NameOf; countOf?: CountOf } = {},
): Blob => {
  const written = columnsFor(columns, mode);
  const header = written.map((column) => t(column.title ?? `${section}.fields.${column.key}`));
  const cell = (column: ColumnSpec, row: BaseRecord) =>
    mode === "raw" ? rawValue(column, row, t, countOf) : exportValue(column, row, t, nameOf, countOf);
  const body = rows.map((row) => written.map((column) => cell(column, row)));
  return new Blob([writeCsv(header, body)], { type: "text/csv;charset=utf-8" });
};
