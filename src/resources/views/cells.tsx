import type { ReactNode } from "react";
import { Flex, Tag, Typography } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";
import type { Locale } from "@/api/types/locales";
import { CountryFlag } from "@/components/locale/CountryFlag";
import { LocaleName } from "@/components/locale/LocaleName";
import { liteFlag } from "@/components/locale/liteFlag";
import { CellText } from "@/components/table/CellText";
import { DateText } from "@/components/table/DateText";
import type { LiteCells } from "@/components/table/liteCells";
import { ToneTag } from "@/components/widgets/ToneTag";
import type { DateInput } from "@/lib/date";
import type { ColumnSpec } from "@/registry/types";

/** A page's own cell, optionally with a `lite` form for a virtual table. */
export type CustomCell<T> = ((row: T) => ReactNode) | { full: (row: T) => ReactNode; lite: (row: T) => ReactNode };

export type CustomCells<T> = Partial<Record<string, CustomCell<T>>>;

/** The locales that `locale` cells name by id, and the country names flags are read as. */
export interface CellLocales {
  byId: ReadonlyMap<number, Locale>;
  loading: boolean;
  countryName: (code: string) => string;
}

export interface CellContext<T> {
  t: (key: string, options?: Record<string, unknown>) => string;
  formatDate: (value: DateInput) => string;
  cells: CustomCells<T>;
  locales?: CellLocales;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

const labelOf = (column: ColumnSpec, value: unknown, t: CellContext<unknown>["t"]): string =>
  column.labels ? t(`${column.labels}${String(value)}`) : String(value);

type Ink = Pick<LiteCells, "muted" | "tag"> & {
  text: (value: string, column: ColumnSpec) => ReactNode;
  locale: (locale: Locale, column: ColumnSpec, testLabel: string) => ReactNode;
  country: (code: string) => ReactNode;
};

const FULL: Ink = {
  muted: (value) => <Typography.Text type="secondary">{value}</Typography.Text>,
  tag: (tone, children) => <ToneTag tone={tone}>{children}</ToneTag>,
  text: (value, { strong, code, maxWidth }) => (
    <CellText text={value} strong={strong} code={code} maxWidth={maxWidth} />
  ),
  locale: (locale, { maxWidth }, testLabel) => <LocaleName locale={locale} maxWidth={maxWidth} testLabel={testLabel} />,
  country: (code) => <CountryFlag code={code} />,
};

const drawValue = <T extends object>(column: ColumnSpec, row: T, ctx: CellContext<T>, ink: Ink): ReactNode => {
  const kind = column.cell ?? "text";
  const field = kind === "locale" ? (column.nameFrom?.key ?? column.key) : column.key;
  const value: unknown = (row as Record<string, unknown>)[field];
  // A missing date reads "Invalid date" (the date formatter's), unless the column says otherwise.
  if (kind === "date" && !column.empty) return <DateText text={ctx.formatDate(value as DateInput)} />;
  if (isEmpty(value) || (Array.isArray(value) && kind !== "tags" && value.length === 0))
    return ink.muted(column.empty ? ctx.t(column.empty) : "—");
  switch (kind) {
    case "date":
      return <DateText text={ctx.formatDate(String(value))} />;
    case "number":
      return String(value);
    case "label":
      return labelOf(column, value, ctx.t);
    case "tag":
      return ink.tag(
        (column.tones?.[String(value)] ?? "default") as PresetColorKey | "default",
        labelOf(column, value, ctx.t),
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
    case "country":
      return ink.country(String(value));
    case "locale": {
      const locale = ctx.locales?.byId.get(Number(value));
      if (!locale) return ink.muted(ctx.locales?.loading ? "…" : ctx.t("table.unknown_locale", { id: value }));
      return ink.locale(locale, column, ctx.t("table.test_locale"));
    }
    default:
      return ink.text(String(value), column);
  }
};

export const renderCell = <T extends object>(column: ColumnSpec, row: T, ctx: CellContext<T>): ReactNode => {
  // The page's own cell, when it gives one, draws the column whatever its kind.
  const draw = ctx.cells[column.key];
  if (draw) return typeof draw === "function" ? draw(row) : draw.full(row);
  if (column.cell === "custom")
    throw new Error(`The list declares a custom cell "${column.key}" its page does not draw`);
  if (column.render) return column.render(row as Record<string, unknown>);
  return drawValue(column, row, ctx, FULL);
};

/** A declared cell as plain elements for the virtual table; custom cells without a lite form draw in full. */
export const liteCellFor = <T extends object>(
  column: ColumnSpec,
  ctx: CellContext<T>,
  lite: LiteCells,
): ((row: T) => ReactNode) | undefined => {
  const own = ctx.cells[column.key];
  if (own || column.cell === "custom") return typeof own === "object" ? own.lite : undefined;
  if (column.render || column.cell === "tags" || column.code) return undefined;
  const countryName = ctx.locales?.countryName ?? String;
  const ink: Ink = {
    ...lite,
    text: (value, { strong, maxWidth }) => lite.text(value, { strong, maxWidth }),
    locale: (locale, { maxWidth }, testLabel) =>
      liteFlag(
        lite,
        locale.country,
        countryName(locale.country),
        lite.row(
          <>
            {lite.text(locale.name, { maxWidth })}
            {locale.type === "TEST" && lite.tag("default", testLabel)}
          </>,
          { gap: 4 },
        ),
      ),
    country: (code) => liteFlag(lite, code, countryName(code), code),
  };
  return (row: T) => drawValue(column, row, ctx, ink);
};
