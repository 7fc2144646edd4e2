import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AriaAttributes,
  type CSSProperties,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Table, theme, Typography, type CheckboxProps, type TableColumnsType, type TableProps } from "antd";
import { useTranslate } from "@refinedev/core";
import { ClearSortButton } from "./ClearSortButton";
import { HeaderText } from "./HeaderText";
import { TablePagination } from "./TablePagination";
import { TableError } from "./TableError";
import { SlowLoadNotice } from "./SlowLoadNotice";
import { TableSkeleton } from "./TableSkeleton";
import { lastPage } from "./pagination";
import { withSortState } from "./sortableColumns";
import { isSorted, type TableSort } from "./sortState";
import { useTableState, type TableState } from "./useTableState";
import {
  DEFAULT_VIRTUAL_HEIGHT,
  SELECTION_COLUMN_WIDTH,
  plainLayout,
  shouldVirtualize,
  virtualLayout,
} from "./virtualLayout";
import { LiteTagStyles } from "./liteCells";
import { VirtualTips } from "./VirtualTips";
import styles from "./DataTable.module.css";

export interface DataTableProps<T extends object> {
  tableKey: string;
  columns: TableColumnsType<T>;
  /** The current page (or everything when the size is All). */
  rows: readonly T[];
  total: number;
  loading?: boolean;
  /** the rows shown are the previous order's while a new sort loads: keep them, do not remount */
  refreshing?: boolean;
  /** the last fetch failed: shown instead of the rows, distinct from the empty state */
  error?: unknown;
  onRetry?: () => void;
  /** stops a load the user no longer waits for; offered once it has taken 5 s */
  onCancelLoad?: () => void;
  cancelled?: boolean;
  rowKey: TableProps<T>["rowKey"];
  /** Header keys that sort, when the table keeps its own state. */
  sortable?: readonly string[];
  defaultSort?: TableSort;
  defaultPageSize?: number;
  /** The caller's `useTableState`, to fetch from the same state; omitted, the table keeps its own. */
  state?: TableState;
  selectable?: boolean;
  selectedKeys?: readonly Key[];
  /** the selection spans pages and outlives loads; otherwise a load clears it */
  keepSelection?: boolean;
  onSelectionChange?: (keys: Key[], rows: T[]) => void;
  skeleton?: { rows?: number; columns?: number };
  onRowClick?: (row: T) => void;
  emptyText?: ReactNode;
  height?: number;
  /** a function places Clear sort itself (given null while nothing is sorted) */
  toolbar?: ReactNode | ((clearSort: ReactNode) => ReactNode);
}

const EMPTY_KEYS: readonly string[] = [];

/** The "actions" column stays at the right edge while a wide row scrolls under it; titles break between words. */
const pinActions = <T,>(columns: TableColumnsType<T>): TableColumnsType<T> =>
  columns.map((column) => {
    const titled = typeof column.title === "string" ? { ...column, title: <HeaderText text={column.title} /> } : column;
    return column.key === "actions"
      ? // "table-actions" names the column for the browser tests' fit check.
        { ...titled, className: [column.className, styles.actions, "table-actions"].filter(Boolean).join(" ") }
      : titled;
  });

/** antd forwards unknown checkbox props to the <input>, but its type omits ARIA attributes. */
type LabelledCheckboxProps = Partial<Omit<CheckboxProps, "checked" | "defaultChecked">> & AriaAttributes;
const labelled = (label: string): LabelledCheckboxProps => ({ "aria-label": label });
const INTERACTIVE =
  "a,button,input,label,select,textarea,[role='button'],[role='checkbox'],.ant-table-selection-column";

const fromInteractive = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean => {
  const hit = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
  return hit !== null && hit !== event.currentTarget && event.currentTarget.contains(hit);
};

/** Re-renders only for new table props, so the urgent render of a deferred update skips antd's table. */
const MemoTable = memo(function MemoTable({ props }: { props: TableProps<object> }) {
  return <Table<object> {...props} />;
}) as <T extends object>(props: { props: TableProps<T> }) => ReactNode;

export const DataTable = <T extends object>({
  tableKey,
  columns,
  rows,
  total,
  loading = false,
  refreshing = false,
  error,
  onRetry,
  onCancelLoad,
  cancelled = false,
  rowKey,
  sortable: ownSortable = EMPTY_KEYS,
  defaultSort,
  defaultPageSize,
  state,
  selectable = false,
  selectedKeys,
  keepSelection = false,
  onSelectionChange,
  skeleton,
  onRowClick,
  emptyText,
  height,
  toolbar,
}: DataTableProps<T>) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const ownState = useTableState(tableKey, { defaultSort, sortable: ownSortable, defaultPageSize });
  const { page, pageSize, sort, sortable, setPage, setPageSize, toggleSort, clearSort } = state ?? ownState;
  const failed = error !== undefined && error !== null && !loading;

  const [ownKeys, setOwnKeys] = useState<Key[]>([]);
  const keys = selectedKeys ?? ownKeys;
  const changeSelection = useCallback(
    (next: Key[], nextRows: T[]) => {
      if (selectedKeys === undefined) setOwnKeys(next);
      onSelectionChange?.(next, nextRows);
    },
    [selectedKeys, onSelectionChange],
  );

  // Rows about to be replaced may not exist afterwards, so a selection never outlives a load.
  const busy = loading || refreshing;
  const [wasBusy, setWasBusy] = useState(busy);
  const [clears, setClears] = useState(0);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (busy && keys.length > 0 && !keepSelection) {
      setOwnKeys([]);
      setClears((n) => n + 1);
    }
  }
  // A ref, so a new inline callback does not repeat a clear the caller already heard.
  const selectionListener = useRef(onSelectionChange);
  useEffect(() => {
    selectionListener.current = onSelectionChange;
  });
  useEffect(() => {
    if (clears > 0) selectionListener.current?.([], []);
  }, [clears]);

  // Deleting the last items of the last page would otherwise leave the user on an empty page.
  useEffect(() => {
    if (loading || total <= 0) return;
    const last = lastPage(pageSize, total);
    if (page > last) setPage(last);
  }, [loading, total, page, pageSize, setPage]);

  const sortedColumns = useMemo(
    () => pinActions(withSortState(columns, sortable, sort, toggleSort)),
    [columns, sortable, sort, toggleSort],
  );
  const virtual = shouldVirtualize(rows.length);
  const layout = useMemo(
    () => (virtual ? virtualLayout(sortedColumns, selectable) : { columns: plainLayout(sortedColumns), scrollX: 0 }),
    [virtual, sortedColumns, selectable],
  );

  const onRow = useMemo(() => {
    if (!onRowClick) return undefined;
    return (record: T) => ({
      className: styles.clickableRow,
      tabIndex: 0,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (!fromInteractive(event)) onRowClick(record);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === "Enter" && event.target === event.currentTarget) onRowClick(record);
      },
    });
  }, [onRowClick]);

  const rowSelection = useMemo<TableProps<T>["rowSelection"]>(
    () =>
      selectable
        ? {
            selectedRowKeys: [...keys],
            preserveSelectedRowKeys: keepSelection,
            onChange: (next, nextRows) => changeSelection(next, nextRows),
            columnWidth: SELECTION_COLUMN_WIDTH,
            getTitleCheckboxProps: () => labelled(t("table.select_all")),
            getCheckboxProps: () => labelled(t("table.select_row")),
          }
        : undefined,
    [selectable, keys, keepSelection, changeSelection, t],
  );

  const tableProps = useMemo<TableProps<T>>(
    () => ({
      columns: layout.columns,
      dataSource: rows,
      rowKey,
      loading: refreshing,
      pagination: false,
      showSorterTooltip: false,
      // antd's disabled grey for the empty row is 1.8:1 on white: the text brings its own colour.
      locale: { emptyText: <Typography.Text type="secondary">{emptyText ?? t("table.no_data")}</Typography.Text> },
      rowSelection,
      onRow,
      virtual,
      scroll: virtual ? { x: layout.scrollX, y: height ?? DEFAULT_VIRTUAL_HEIGHT } : undefined,
    }),
    [layout, rows, rowKey, refreshing, emptyText, t, rowSelection, onRow, virtual, height],
  );
  // Deferred: thousands of rows take antd longer than a frame, and a click must never wait for them.
  const deferredProps = useDeferredValue(tableProps);

  const clearSortButton = sortable.length > 0 && isSorted(sort) ? <ClearSortButton onClick={clearSort} /> : null;

  return (
    <div className={styles.root} style={{ "--table-cell-bg": token.colorBgContainer } as CSSProperties}>
      {typeof toolbar === "function" ? (
        <div className={styles.toolbar} data-table-toolbar="">
          {toolbar(clearSortButton)}
        </div>
      ) : (
        (toolbar !== undefined || clearSortButton) && (
          <div className={styles.toolbar} data-table-toolbar="">
            {toolbar}
            {clearSortButton && <span className={styles.toolbarEnd}>{clearSortButton}</span>}
          </div>
        )
      )}
      {busy && onCancelLoad && <SlowLoadNotice onCancel={onCancelLoad} />}
      {loading ? (
        <TableSkeleton rows={skeleton?.rows} columns={skeleton?.columns} />
      ) : failed ? (
        <TableError error={error} onRetry={onRetry} />
      ) : cancelled && rows.length === 0 ? (
        <TableError title={t("table.load_cancelled")} onRetry={onRetry} />
      ) : virtual ? (
        <VirtualTips>
          <LiteTagStyles />
          <MemoTable props={deferredProps} />
        </VirtualTips>
      ) : (
        <MemoTable props={tableProps} />
      )}
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        busy={busy}
      />
    </div>
  );
};
