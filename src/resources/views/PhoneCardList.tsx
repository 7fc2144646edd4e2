import {
  useRef,
  type CSSProperties,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { ClearOutlined, MoreOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Dropdown, Select, theme, Typography, type MenuProps } from "antd";
import { TablePagination } from "@/components/table/TablePagination";
import { TableSkeleton } from "@/components/table/TableSkeleton";
import { TableError } from "@/components/table/TableError";
import { SlowLoadNotice } from "@/components/table/SlowLoadNotice";
import { isSorted } from "@/components/table/sortState";
import { useFormatDate } from "@/lib/useFormatDate";
import { valueAt } from "@/lib/valueAt";
import { useCan } from "@/providers/useCan";
import { useAuthStore } from "@/state/auth";
import type { ColumnSpec, ListDeclaration, RowActionSpec } from "@/registry/types";
import { ACTION_ICONS } from "./actionIcons";
import { renderCell, type CellContext } from "./cells";
import { useCellLocales } from "./useCellLocales";
import type { DeclaredColumnsOptions } from "./declaredTable";
import { i18nSectionOf, identifyingColumn } from "./keys";
import { inOrder, useColumnChoice } from "./useColumnChoice";
import type { ListTableProps } from "./useListTable";
import styles from "./PhoneCardList.module.css";

// Held this long, a card toggles its selection, as a phone's lists do.
const LONG_PRESS_MS = 500;
const MAX_FACTS = 3;
const INTERACTIVE = "a,button,input,label,select,textarea,[role='button'],[role='checkbox'],[role='menuitem']";

export interface PhoneCardListProps<T extends object> extends Pick<
  DeclaredColumnsOptions<T>,
  "cells" | "onAction" | "actionProps"
> {
  area: ListDeclaration;
  table: ListTableProps<T>;
  toolbar: ReactNode;
  emptyText: ReactNode;
  onRowClick?: (row: T) => void;
  selection?: { keys: readonly Key[]; onChange: (keys: Key[], rows: T[]) => void };
}

/** As the declaration says, else titled by the name field with the next columns as facts. */
export const phoneLayout = (
  table: NonNullable<ListDeclaration["table"]>,
  shown: readonly ColumnSpec[],
): { title?: ColumnSpec; subtitle?: ColumnSpec; facts: ColumnSpec[] } => {
  const named = identifyingColumn(table);
  const title = shown.find((column) => column.phone === "title") ?? shown.find((column) => column.key === named);
  const subtitle = shown.find((column) => column.phone === "subtitle");
  const declared = table.columns.some((column) => column.phone === "fact");
  const rest = shown.filter((column) => column !== title && column !== subtitle && column.phone !== "hidden");
  const facts = (declared ? rest.filter((column) => column.phone === "fact") : rest).slice(0, MAX_FACTS);
  return { title, subtitle, facts };
};

const fromInteractive = (event: { target: EventTarget; currentTarget: EventTarget & Element }): boolean => {
  const hit = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
  return hit !== null && hit !== event.currentTarget && event.currentTarget.contains(hit);
};

/** A card per row, actions in a menu, a checkbox or long press to select; search, sort and paging stay the table's. */
const PhoneCardList = <T extends object>({
  area,
  table,
  toolbar,
  emptyText,
  onRowClick,
  selection,
  cells = {},
  onAction = {},
  actionProps,
}: PhoneCardListProps<T>) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const { token } = theme.useToken();
  const can = useCan();
  const me = useAuthStore((s) => s.user?.uuid);
  const spec = area.table;
  if (!spec) throw new Error(`${area.name} declares no table`);
  const choice = useColumnChoice(table.tableKey, spec.columns);
  const section = i18nSectionOf(area);
  const owner = area.permissionsOf ?? area.name;
  const named = identifyingColumn(spec);
  const shown = inOrder(spec.columns, choice.order).filter(
    (column) =>
      (!column.permission || can(owner, column.permission)) &&
      (column.key === named || !choice.hidden.includes(column.key)),
  );
  const { title, subtitle, facts } = phoneLayout(spec, shown);
  const locales = useCellLocales(area, false);
  const ctx: CellContext<T> = { t, formatDate, cells, locales };
  const titleOf = (column: ColumnSpec) => t(column.title ?? `${section}.fields.${column.key}`);

  const nameField = spec.nameField ?? spec.columns[0]?.key ?? "id";
  const param = nameField.split(".")[0] ?? "name";
  const nameOf = (row: T) => {
    const value = valueAt(row, nameField);
    return typeof value === "object" || value === undefined ? "" : String(value);
  };
  const valuesOf = (row: T) => {
    const name = nameOf(row);
    return { ...(row as Record<string, unknown>), [param]: name, name, login: name };
  };
  const permitted = (action: RowActionSpec) => !action.permission || can(owner, action.permission);
  const ownsRow = (row: T) => spec.ownerField !== undefined && me !== undefined && valueAt(row, spec.ownerField) === me;
  const actions = (spec.rowActions ?? []).filter((action) => spec.ownerField !== undefined || permitted(action));
  const menuOf = (row: T): MenuProps["items"] =>
    actions.flatMap((action) => {
      const { hidden, loading } = actionProps?.(action.key, row) ?? {};
      if (hidden || !(permitted(action) || ownsRow(row))) return [];
      return [
        {
          key: action.key,
          icon: ACTION_ICONS[action.icon],
          label: t(action.tip ?? `${section}.actions.${action.key}`, valuesOf(row)),
          danger: action.danger || action.icon === "delete",
          disabled: loading,
          onClick: () => onAction[action.key]?.(row),
        },
      ];
    });

  const { state, rows, total, loading, refreshing, error, cancelled, rowKey } = table;
  const busy = loading || refreshing;
  const keyOf = (row: T): Key => (row as Record<string, Key>)[rowKey] as Key;
  const selected = new Set(selection?.keys ?? []);
  const toggle = (row: T) => {
    if (!selection) return;
    const key = keyOf(row);
    const keys = selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key];
    selection.onChange(
      keys,
      rows.filter((r) => keys.includes(keyOf(r))),
    );
  };

  // A long press selects; the click that ends it must not also open the row.
  const press = useRef<{ timer: number; fired: boolean } | null>(null);
  const endPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
  };
  const startPress = (row: T) => (event: PointerEvent<HTMLElement>) => {
    if (!selection || fromInteractive(event)) return;
    endPress();
    const current = { fired: false, timer: 0 };
    current.timer = window.setTimeout(() => {
      current.fired = true;
      toggle(row);
    }, LONG_PRESS_MS);
    press.current = current;
  };
  const open = (row: T) => (event: MouseEvent<HTMLElement>) => {
    if (press.current?.fired) {
      press.current = null;
      return;
    }
    if (!fromInteractive(event)) onRowClick?.(row);
  };
  const openByKey = (row: T) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Enter" && event.target === event.currentTarget) onRowClick?.(row);
  };

  const sortOptions = state.sortable.flatMap((key) => {
    // A sort key that is no column (a campaign's creation) is named by its field's label.
    const name = titleOf(spec.columns.find((c) => c.key === key) ?? { key });
    return [
      { value: `${key}:asc`, label: `${name} ↑`, title: `${name}: ${t("table.sort_asc")}` },
      { value: `${key}:desc`, label: `${name} ↓`, title: `${name}: ${t("table.sort_desc")}` },
    ];
  });
  const sorted = isSorted(state.sort);

  let body: ReactNode;
  if (loading) body = <TableSkeleton rows={4} columns={1} />;
  else if (error !== undefined && error !== null) body = <TableError error={error} onRetry={table.onRetry} />;
  else if (cancelled && rows.length === 0)
    body = <TableError title={t("table.load_cancelled")} onRetry={table.onRetry} />;
  else if (rows.length === 0)
    body = (
      <Typography.Text type="secondary" className={styles.empty} data-list-empty="">
        {emptyText ?? t("table.no_data")}
      </Typography.Text>
    );
  else
    body = (
      <ul className={styles.cards} aria-busy={refreshing || undefined} style={{ opacity: refreshing ? 0.6 : 1 }}>
        {rows.map((row) => {
          const key = keyOf(row);
          const name = nameOf(row);
          const items = menuOf(row) ?? [];
          const isSelected = selected.has(key);
          return (
            <li
              key={String(key)}
              className={[styles.card, onRowClick ? styles.clickable : "", isSelected ? styles.selected : ""].join(" ")}
              data-row-key={String(key)}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={open(row)}
              onKeyDown={openByKey(row)}
              onPointerDown={startPress(row)}
              onPointerUp={endPress}
              onPointerLeave={endPress}
              onPointerCancel={endPress}
              onContextMenu={selection ? (event) => event.preventDefault() : undefined}
            >
              <div className={styles.head}>
                {selection && (
                  <Checkbox
                    checked={isSelected}
                    onChange={() => toggle(row)}
                    aria-label={t("table.select_card", { name })}
                  />
                )}
                <div className={styles.titles}>
                  <div className={styles.title}>
                    {/* The card's whole width is the title's: a table column's narrower limit is not. */}
                    {title ? renderCell({ ...title, maxWidth: undefined }, row, ctx) : name || "—"}
                  </div>
                  {subtitle && <div className={styles.subtitle}>{renderCell(subtitle, row, ctx)}</div>}
                </div>
                {items.length > 0 && (
                  <Dropdown menu={{ items }} trigger={["click"]} placement="bottomRight">
                    <Button
                      type="text"
                      icon={<MoreOutlined aria-hidden />}
                      aria-label={t("table.row_menu", { name })}
                      title={t("table.row_menu", { name })}
                    />
                  </Dropdown>
                )}
              </div>
              {facts.length > 0 && (
                <dl className={styles.facts}>
                  {facts.map((column) => (
                    <div key={column.key} className={styles.fact}>
                      <dt title={titleOf(column)}>{titleOf(column)}</dt>
                      <dd>{renderCell({ ...column, maxWidth: undefined }, row, ctx)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <div
      className={styles.root}
      style={
        {
          "--phone-border": token.colorBorderSecondary,
          "--phone-muted": token.colorTextSecondary,
          "--phone-primary": token.colorPrimary,
        } as CSSProperties
      }
    >
      <div className={styles.toolbar}>
        {toolbar}
        {sortOptions.length > 0 && (
          <div className={styles.sort}>
            <Select
              aria-label={t("table.sort_by")}
              placeholder={t("table.sort_by")}
              value={sorted ? `${state.sort.key}:${state.sort.asc ? "asc" : "desc"}` : undefined}
              options={sortOptions}
              onChange={(value: string) => {
                const [key = "", order] = value.split(":");
                state.setSort({ key, asc: order === "asc" });
              }}
              popupMatchSelectWidth={false}
              style={{ flex: "1 1 auto", minWidth: 0 }}
            />
            {sorted && (
              <Button icon={<ClearOutlined aria-hidden />} onClick={state.clearSort}>
                {t("table.clear_sort")}
              </Button>
            )}
          </div>
        )}
      </div>
      {busy && <SlowLoadNotice onCancel={table.onCancelLoad} />}
      {body}
      <TablePagination
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onPageChange={state.setPage}
        onPageSizeChange={state.setPageSize}
        busy={busy}
      />
    </div>
  );
};

export default PhoneCardList;
