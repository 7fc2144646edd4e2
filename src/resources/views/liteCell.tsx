import type { ReactNode } from "react";
import type { PresetColorKey } from "antd/es/theme/interface";
import { DateText } from "@/components/table/DateText";
import type { LiteCells } from "@/components/table/liteCells";
import type { DateInput } from "@/lib/date";
import type { ColumnSpec } from "@/registry/types";
import { liteCellOf, type CellContext } from "./cells";

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A declared cell in a virtual table (issue 31): the look of renderCell as plain elements, no
 * component per row. A custom cell without a lite form, a `render` and `tags` have none: the
 * table draws their full form.
 */
export const liteCellFor = <T extends object>(
  column: ColumnSpec,
  ctx: CellContext<T>,
  lite: LiteCells,
): ((row: T) => ReactNode) | undefined => {
  const kind = column.cell ?? "text";
  // A page's own cell overrides the kind (renderCell): its lite form, or none.
  const own = ctx.cells[column.key];
  if (own || kind === "custom") return liteCellOf(own);
  if (column.render || kind === "tags" || column.code) return undefined;
  const labelOf = (value: unknown) => (column.labels ? ctx.t(`${column.labels}${String(value)}`) : String(value));
  return (row: T) => {
    const value: unknown = (row as Record<string, unknown>)[column.key];
    if (kind === "date" && !column.empty) return <DateText text={ctx.formatDate(value as DateInput)} />;
    if (isEmpty(value)) return lite.muted(column.empty ? ctx.t(column.empty) : "—");
    switch (kind) {
      case "date":
        return <DateText text={ctx.formatDate(String(value))} />;
      case "number":
        return String(value);
      case "label":
        return labelOf(value);
      case "tag":
        return lite.tag((column.tones?.[String(value)] ?? "default") as PresetColorKey | "default", labelOf(value));
      default:
        return lite.text(String(value), { strong: column.strong, maxWidth: column.maxWidth });
    }
  };
};
