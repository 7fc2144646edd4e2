import dayjs from "dayjs";
import type { ColumnSpec } from "@/registry/types";
import { valueAt } from "@/lib/valueAt";

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
