import type { ReactNode } from "react";
import { Flex, Tag, Typography } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";
import { CellText } from "@/components/table/CellText";
import { DateText } from "@/components/table/DateText";
import { ToneTag } from "@/components/widgets/ToneTag";
import type { DateInput } from "@/lib/date";
import type { ColumnSpec } from "@/registry/types";

/**
 * A page's own cell: how it draws the row, or that and a `lite` form for a virtual table (plain
 * elements, no component per row: components/table/liteCells.tsx).
 */
export type CustomCell<T> = ((row: T) => ReactNode) | { full: (row: T) => ReactNode; lite: (row: T) => ReactNode };

export type CustomCells<T> = Partial<Record<string, CustomCell<T>>>;

/** What a cell kind needs besides its row: the page's own cells, and the translation and date format. */
export interface CellContext<T> {
  t: (key: string, options?: Record<string, unknown>) => string;
  formatDate: (value: DateInput) => string;
  cells: CustomCells<T>;
}

/** The lite form of a page's own cell, when it has one. */
export const liteCellOf = <T,>(cell: CustomCell<T> | undefined): ((row: T) => ReactNode) | undefined =>
  typeof cell === "object" ? cell.lite : undefined;

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

const labelOf = (column: ColumnSpec, value: unknown, t: CellContext<unknown>["t"]): string =>
  column.labels ? t(`${column.labels}${String(value)}`) : String(value);

/** One declared cell: the kind the column names, drawn from the row's field `key`. */
export const renderCell = <T extends object>(column: ColumnSpec, row: T, ctx: CellContext<T>): ReactNode => {
  const kind = column.cell ?? "text";
  // The page's own cell, when it gives one, draws the column whatever its kind.
  const draw = ctx.cells[column.key];
  if (draw) return typeof draw === "function" ? draw(row) : draw.full(row);
  if (kind === "custom") throw new Error(`The list declares a custom cell "${column.key}" its page does not draw`);
  if (column.render) return column.render(row as Record<string, unknown>);
  const value: unknown = (row as Record<string, unknown>)[column.key];
  // Spec §8: a missing date reads "Invalid date" (the date formatter's), unless the column says otherwise.
  if (kind === "date" && !column.empty) return <DateText text={ctx.formatDate(value as DateInput)} />;
  if (isEmpty(value) || (Array.isArray(value) && kind !== "tags" && value.length === 0))
    return <Typography.Text type="secondary">{column.empty ? ctx.t(column.empty) : "—"}</Typography.Text>;
  switch (kind) {
    case "date":
      return <DateText text={ctx.formatDate(String(value))} />;
    case "number":
      return String(value);
    case "label":
      return labelOf(column, value, ctx.t);
    case "tag":
      return (
        <ToneTag tone={(column.tones?.[String(value)] ?? "default") as PresetColorKey | "default"}>
          {labelOf(column, value, ctx.t)}
        </ToneTag>
      );
    case "tags":
      return (
        <Flex gap={4} wrap>
          {(Array.isArray(value) ? value : [value]).map((item) => (
            <Tag key={String(item)} bordered={false} style={{ marginInlineEnd: 0 }}>
              {labelOf(column, item, ctx.t)}
            </Tag>
          ))}
        </Flex>
      );
    default:
      return <CellText text={String(value)} strong={column.strong} code={column.code} maxWidth={column.maxWidth} />;
  }
};
