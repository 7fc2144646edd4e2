import { useMemo } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex, type TableColumnsType } from "antd";
import type { LiteColumn } from "@/components/table/rowColumn";
import { DeleteRowAction, RowAction } from "@/components/table/RowAction";
import { useFormatDate } from "@/lib/useFormatDate";
import { useCan } from "@/providers/useCan";
import type { ListDeclaration, RowActionSpec } from "@/registry/types";
import { ACTION_ICONS } from "./actionIcons";
import { liteCellOf, renderCell, type CustomCells } from "./cells";
import { i18nSectionOf } from "./keys";

export interface DeclaredColumnsOptions<T> {
  /** the cells the declaration marks `custom`, by column key */
  cells?: CustomCells<T>;
  /** what each declared row action does */
  onAction?: Partial<Record<string, (row: T) => void>>;
  /** a row action that does not apply to every row (a primary button for rows that need one) */
  actionProps?: (key: string, row: T) => { hidden?: boolean; primary?: boolean; loading?: boolean };
}

const NO_CELLS = {};

/**
 * The list's columns, as the declaration's `table` says: its columns in order with their headers
 * (`<section>.fields.<key>`), kinds, widths and breakpoints, then its row actions, each shown only
 * to a user whose role allows it. The table's sort indicators come from `table.sortable`.
 */
export const useDeclaredColumns = <T extends object>(
  area: ListDeclaration,
  { cells = NO_CELLS, onAction = NO_CELLS, actionProps }: DeclaredColumnsOptions<T> = {},
): TableColumnsType<T> => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const can = useCan();
  return useMemo(() => {
    const table = area.table;
    if (!table) throw new Error(`${area.name} declares no table`);
    const section = i18nSectionOf(area);
    const ctx = { t, formatDate, cells };
    const owner = area.permissionsOf ?? area.name;
    const columns: LiteColumn<T>[] = table.columns
      .filter((column) => !column.permission || can(owner, column.permission))
      .map((column) => {
        const lite = liteCellOf(cells[column.key]);
        return {
          key: column.key,
          title: t(column.title ?? `${section}.fields.${column.key}`),
          width: column.width,
          align: column.align,
          responsive: column.showFrom ? [column.showFrom] : undefined,
          render: (_: unknown, row: T) => renderCell(column, row, ctx),
          ...(lite ? { liteRender: lite } : {}),
        };
      });
    const allowed = (table.rowActions ?? []).filter((action) => !action.permission || can(owner, action.permission));
    if (allowed.length === 0) return columns;
    const nameField = table.nameField ?? table.columns[0]?.key ?? "id";
    const look = table.outlinedActions ? ({ type: "default", size: "small" } as const) : {};
    const button = (action: RowActionSpec, row: T) => {
      const { hidden, primary, loading } = actionProps?.(action.key, row) ?? {};
      if (hidden) return null;
      const fields = row as Record<string, unknown>;
      const params = { ...fields, name: String(fields[nameField] ?? "") };
      const tip = t(action.tip ?? `${section}.actions.${action.key}`, params);
      // A declared tip without a label already names the row (users: "Details of {{login}}").
      const label =
        action.label === undefined && action.tip !== undefined
          ? tip
          : t(action.label ?? `${section}.actions.${action.key}_row`, params);
      const onClick = () => onAction[action.key]?.(row);
      const common = { ...look, tip, label, loading, onClick };
      return action.icon === "delete" ? (
        <DeleteRowAction key={action.key} {...common} />
      ) : (
        <RowAction
          key={action.key}
          {...common}
          {...(primary ? { type: "primary" as const } : {})}
          icon={ACTION_ICONS[action.icon]}
        />
      );
    };
    columns.push({
      key: "actions",
      title: t(`${section}.fields.actions`),
      render: (_: unknown, row: T) =>
        allowed.length === 1 ? (
          button(allowed[0] as RowActionSpec, row)
        ) : (
          <Flex
            gap={4}
            role="group"
            aria-label={t(table.rowActionsLabel ?? `${section}.actions.row_actions`, {
              ...(row as Record<string, unknown>),
              name: (row as Record<string, unknown>)[nameField],
            })}
          >
            {allowed.map((action) => button(action, row))}
          </Flex>
        ),
    });
    return columns;
  }, [area, t, formatDate, cells, onAction, actionProps, can]);
};
