import { Suspense, type ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import type { ListDeclaration } from "@/registry/types";
import { DeclaredToolbar } from "./DeclaredToolbar";
import { i18nSectionOf } from "./keys";
import styles from "./DeclaredList.module.css";
import { Card, type CardProps } from "@/components/widgets/Card";
import { DataTable, TableSkeleton, type DataTableProps } from "@/components/table";
import { useConfirm } from "@/components/widgets/useConfirm";
import { toolsOf } from "./ListTools";
import { useNarrowScreen } from "@/components/layout/useNarrowScreen";
import { lazyPage } from "@/components/lazyPage";
import { useBulkActions, type BulkHandler } from "./useBulkActions";
import { useChosenColumns, type DeclaredColumnsOptions } from "./declaredTable";
import type { ListTable, ListTableProps } from "./useListTable";
import type { PhoneCardListProps } from "./PhoneCardList";
import { useRecordSpotlight, type SpotlightList } from "./useRecordSpotlight";

// Loaded when the user first selects a row: most visits to a list never do.
const BulkBar = lazyPage(() => import("./BulkBar"));
// Only a phone draws the cards: a laptop never loads them.
const PhoneCardList = lazyPage(() => import("./PhoneCardList")) as unknown as <T extends object>(
  props: PhoneCardListProps<T>,
) => ReactNode;

interface DeclaredListProps<T extends object>
  extends
    DeclaredColumnsOptions<T>,
    Omit<DataTableProps<T>, keyof ListTableProps<T> | "emptyText" | "columns" | "toolbar">,
    Pick<CardProps, "className" | "styles" | "children"> {
  area: ListDeclaration;
  list: ListTable<T>;
  toolbar?: ReactNode;
  /** the rows to show when the page adjusts the list's own (live figures) */
  rows?: readonly T[];
  /** the page's own bulk actions (`table.bulkActions` other than delete) */
  onBulk?: Record<string, BulkHandler<T>>;
}

export const DeclaredList = <T extends object>({
  area,
  list,
  cells,
  onAction,
  actionProps,
  toolbar,
  onBulk,
  className,
  styles: cardStyles,
  children,
  ...table
}: DeclaredListProps<T>) => {
  const t = useTranslate();
  const { confirm, dialog } = useConfirm();
  const bulk = useBulkActions<T>({
    area,
    query: list.query,
    rowKey: list.tableProps.rowKey,
    confirm,
    handlers: onBulk,
  });
  // Below antd's md a list is a column of cards: a table there crushed every column but the name.
  const narrow = useNarrowScreen();
  const selectable = bulk.actions.length > 0;
  const columns = useChosenColumns<T>(area, list.tableProps.tableKey, { cells, onAction, actionProps });
  const section = i18nSectionOf(area);
  const spotlight = useRecordSpotlight(list.query.resource, list.tableProps.rowKey, list as unknown as SpotlightList);
  const bar = (clearSort?: ReactNode) => (
    <>
      {selectable && (bulk.selectedKeys.length > 0 || bulk.failures.length > 0 || bulk.progress) && (
        <Suspense fallback={null}>
          <BulkBar bulk={bulk} pageRows={list.rows.length} total={list.total} />
        </Suspense>
      )}
      <DeclaredToolbar area={area} list={list} clearSort={clearSort} {...toolsOf(list)}>
        {toolbar}
      </DeclaredToolbar>
    </>
  );
  const emptyText = list.search
    ? t(area.table?.noMatch ?? `${section}.no_match`, { search: list.search }, t("table.no_data"))
    : t(area.table?.empty ?? `${section}.empty`, t("table.no_data"));
  return (
    <Card
      variant="borderless"
      className={[className, area.table?.dense ? styles.dense : undefined].filter(Boolean).join(" ") || undefined}
      styles={narrow ? { ...cardStyles, body: { padding: 12, ...cardStyles?.body } } : cardStyles}
    >
      {narrow ? (
        <Suspense fallback={<TableSkeleton rows={4} columns={1} />}>
          <PhoneCardList<T>
            area={area}
            table={list.tableProps}
            toolbar={bar()}
            emptyText={emptyText}
            onRowClick={table.onRowClick}
            cells={cells}
            onAction={onAction}
            actionProps={actionProps}
            selection={selectable ? { keys: bulk.selectedKeys, onChange: bulk.onSelectionChange } : undefined}
          />
        </Suspense>
      ) : (
        <DataTable<T>
          {...list.tableProps}
          {...table}
          columns={columns}
          selectable={selectable}
          keepSelection={selectable}
          selectedKeys={selectable ? bulk.selectedKeys : undefined}
          onSelectionChange={selectable ? bulk.onSelectionChange : undefined}
          toolbar={bar}
          emptyText={emptyText}
        />
      )}
      {children}
      {dialog}
      {spotlight}
    </Card>
  );
};

// Re-exported so list pages load these with the list view as one file, not five requests.
export { DeclaredToolbar, filterKeysOf } from "./DeclaredToolbar";
export { useChosenColumns, useDeclaredColumns } from "./declaredTable";
export { ListTools, toolsOf } from "./ListTools";
export { FilterSelect } from "./FilterSelect";
export { ListSearch } from "./ListSearch";
export { LIST_PARAMS } from "./useListState";
export { useListTable } from "./useListTable";
