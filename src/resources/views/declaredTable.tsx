import { valueAt } from "@/lib/valueAt";
import { Fragment, useMemo, type ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex, type TableColumnsType } from "antd";
import { useLiteCells, type LiteCells } from "@/components/table/liteCells";
import type { LiteColumn } from "@/components/table/rowColumn";
import { DeleteRowAction, RowAction } from "@/components/table/RowAction";
import { useFormatDate } from "@/lib/useFormatDate";
import { useScreens } from "@/lib/useMediaQuery";
import { useCan } from "@/providers/useCan";
import { useAuthStore } from "@/state/auth";
import type { ColumnSpec, ListDeclaration, RowActionSpec } from "@/registry/types";
import { ACTION_ICONS } from "./actionIcons";
import { liteCellFor, renderCell, type CustomCells } from "./cells";
import { i18nSectionOf, identifyingColumn } from "./keys";
import { useCellLocales } from "./useCellLocales";
import { inOrder, useColumnChoice } from "./useColumnChoice";

export interface DeclaredColumnsOptions<T> {
  cells?: CustomCells<T>;
  onAction?: Partial<Record<string, (row: T) => void>>;
  /** columns the user hid; the one that names the row always shows */
  hiddenColumns?: readonly string[];
  /** the user's order of the columns; the actions stay last */
  columnOrder?: readonly string[];
  /** a row action hidden, primary or spinning in some rows */
  actionProps?: (key: string, row: T) => { hidden?: boolean; primary?: boolean; loading?: boolean };
}

/** Least width per kind before the table scrolls instead: a squeezed column broke words a letter a line. */
const MIN_WIDTHS: Partial<Record<NonNullable<ColumnSpec["cell"]>, number>> = {
  text: 120,
  date: 112,
  number: 64,
  label: 88,
  tag: 88,
  tags: 120,
};

const NO_CELLS = {};
const NO_KEYS: readonly string[] = [];

/** The declaration's columns and row actions, each action shown only to a user whose role allows it. */
export const useDeclaredColumns = <T extends object>(
  area: ListDeclaration,
  {
    cells = NO_CELLS,
    onAction = NO_CELLS,
    actionProps,
    hiddenColumns = NO_KEYS,
    columnOrder = NO_KEYS,
  }: DeclaredColumnsOptions<T> = {},
): TableColumnsType<T> => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const can = useCan();
  const lite = useLiteCells();
  const me = useAuthStore((s) => s.user?.uuid);
  const locales = useCellLocales(area, true);
  const screens = useScreens();
  return useMemo(() => {
    const table = area.table;
    if (!table) throw new Error(`${area.name} declares no table`);
    const section = i18nSectionOf(area);
    const ctx = { t, formatDate, cells, locales };
    // A lookup listed in another area's page asks for that area's permissions.
    const owner = area.permissionsOf ?? area.name;
    const named = identifyingColumn(table);
    const shown = inOrder(table.columns, columnOrder).filter(
      (column) =>
        (!column.permission || can(owner, column.permission)) &&
        (!column.showFrom || screens[column.showFrom]) &&
        (column.key === named || !hiddenColumns.includes(column.key)),
    );
    const columns: LiteColumn<T>[] = shown.map((column) => {
      const liteRender = liteCellFor(column, ctx, lite);
      const title = t(column.title ?? `${section}.fields.${column.key}`);
      return {
        key: column.key,
        title: column.symbol ? <span aria-label={title}>{column.symbol}</span> : title,
        width: column.width,
        minWidth: column.minWidth ?? MIN_WIDTHS[column.cell ?? "text"],
        // "table-name" pins the column that names the row at the left edge (DataTable).
        ...(column.key === named ? { className: "table-name" } : {}),
        align: column.align,
        render: (_: unknown, row: T) => renderCell(column, row, ctx),
        ...(liteRender ? { liteRender } : {}),
      };
    });
    const permitted = (action: RowActionSpec) => !action.permission || can(owner, action.permission);
    const { ownerField } = table;
    // An owner runs their own rows' actions: a permission then only governs other users' rows.
    const ownsRow = (row: T) => ownerField !== undefined && me !== undefined && valueAt(row, ownerField) === me;
    const allowed = (table.rowActions ?? []).filter((action) => ownerField !== undefined || permitted(action));
    if (allowed.length === 0) return columns;
    const nameField = table.nameField ?? table.columns[0]?.key ?? "id";
    const param = nameField.split(".")[0] ?? "name";
    // The texts may name any field of the row (":id", ":countryCode") besides its name.
    const valuesOf = (row: T) => {
      const name = String(valueAt(row, nameField) ?? "");
      return { ...(row as Record<string, unknown>), [param]: name, name, login: name };
    };
    const look = table.outlinedActions ? ({ type: "default", size: "small" } as const) : {};
    const texts = (action: RowActionSpec, row: T) => {
      const values = valuesOf(row);
      const tip = t(action.tip ?? `${section}.actions.${action.key}`, values);
      const label =
        action.label === undefined && action.tip !== undefined
          ? tip
          : t(action.label ?? `${section}.actions.${action.key}_row`, values);
      return { tip, label };
    };
    const button = (action: RowActionSpec, row: T, liteCells?: LiteCells) => {
      const { hidden, primary, loading } = actionProps?.(action.key, row) ?? {};
      if (hidden || !(permitted(action) || ownsRow(row))) return null;
      const { tip, label } = texts(action, row);
      const onClick = () => onAction[action.key]?.(row);
      const danger = action.danger || action.icon === "delete";
      // A red, primary or running button is rare enough to mount in full.
      if (liteCells && !danger && !primary && !loading && !table.outlinedActions)
        return liteCells.iconButton({ tip, label, icon: ACTION_ICONS[action.icon], onClick });
      return action.icon === "delete" ? (
        <DeleteRowAction {...look} tip={tip} label={label} loading={loading} onClick={onClick} />
      ) : (
        <RowAction
          {...look}
          {...(primary ? { type: "primary" as const } : {})}
          danger={danger}
          loading={loading}
          tip={tip}
          label={label}
          icon={ACTION_ICONS[action.icon]}
          onClick={onClick}
        />
      );
    };
    const actionsCell = (row: T, liteCells?: LiteCells): ReactNode => {
      if (allowed.length === 1) return button(allowed[0] as RowActionSpec, row, liteCells);
      const buttons = allowed.map((action) => <Fragment key={action.key}>{button(action, row, liteCells)}</Fragment>);
      const groupLabel = t(table.rowActionsLabel ?? `${section}.actions.row_actions`, valuesOf(row));
      return liteCells ? (
        <div role="group" aria-label={groupLabel}>
          {liteCells.row(buttons, { gap: 4 })}
        </div>
      ) : (
        <Flex gap={4} role="group" aria-label={groupLabel}>
          {buttons}
        </Flex>
      );
    };
    columns.push({
      key: "actions",
      title: t(`${section}.fields.actions`, t("table.actions")),
      width: table.actionsWidth,
      render: (_: unknown, row: T) => actionsCell(row),
      liteRender: (row: T) => actionsCell(row, lite),
    });
    return columns;
  }, [area, t, formatDate, cells, locales, onAction, actionProps, hiddenColumns, columnOrder, can, lite, me, screens]);
};

/** The declared columns as the user chose them for the list `tableKey` (hidden, reordered). */
export const useChosenColumns = <T extends object>(
  area: ListDeclaration,
  tableKey: string,
  options: Omit<DeclaredColumnsOptions<T>, "hiddenColumns" | "columnOrder"> = {},
): TableColumnsType<T> => {
  const choice = useColumnChoice(tableKey, area.table?.columns);
  return useDeclaredColumns<T>(area, { ...options, hiddenColumns: choice.hidden, columnOrder: choice.order });
};
