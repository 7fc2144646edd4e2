import { useCallback, useMemo, useState } from "react";
import { useUiStore } from "@/state/ui";
import { DEFAULT_PAGE_SIZE, isPageSize } from "./pagination";
import { NO_SORT, nextSort, resolveStoredSort, type TableSort } from "./sortState";

interface TableStateOptions {
  defaultSort?: TableSort;
  /** Column keys that may be sorted on; a stored sort on any other key is ignored. */
  sortable?: readonly string[];
  defaultPageSize?: number;
}

export interface TableState {
  page: number;
  pageSize: number;
  sort: TableSort;
  sortable: readonly string[];
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: TableSort) => void;
  toggleSort: (key: string) => void;
  clearSort: () => void;
}

const EMPTY_KEYS: readonly string[] = [];

/** Local values are tagged with the table they belong to, so switching `tableKey` starts afresh. */
interface Tagged<V> {
  table: string;
  value: V;
}

/** Size and sort persist per table in ui-storage; the page does not, so a list opens on page 1. */
export const useTableState = (tableKey: string, options: TableStateOptions = {}): TableState => {
  const { defaultSort, sortable = EMPTY_KEYS, defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const storedSize = useUiStore((s) => s.tablePagination[tableKey]);
  const storedSort = useUiStore((s) => s.tableSorting[tableKey]);
  const setTablePageSize = useUiStore((s) => s.setTablePageSize);
  const setTableSort = useUiStore((s) => s.setTableSort);

  const [pageState, setPageState] = useState<Tagged<number>>({ table: tableKey, value: 1 });
  // Clearing stores an empty key, which would resolve back to the default on the next read;
  // remembering the session's choice keeps "no sort" in effect until the next visit.
  const [sortState, setSortState] = useState<Tagged<TableSort> | null>(null);

  const page = pageState.table === tableKey ? pageState.value : 1;
  const pageSize = isPageSize(storedSize)
    ? storedSize
    : isPageSize(defaultPageSize)
      ? defaultPageSize
      : DEFAULT_PAGE_SIZE;
  const fallbackKey = defaultSort?.key ?? "";
  const fallbackAsc = defaultSort?.asc ?? true;
  // Callers usually pass inline arrays and objects; keying on their content keeps `sort`
  // referentially stable so effects that depend on it do not refire every render.
  const sortableSignature = JSON.stringify(sortable);
  const allowedKeys = useMemo<readonly string[]>(() => {
    const allowed: unknown = JSON.parse(sortableSignature);
    return Array.isArray(allowed) ? allowed.filter((k): k is string => typeof k === "string") : [];
  }, [sortableSignature]);
  const resolvedStored = useMemo(
    () => resolveStoredSort(storedSort, allowedKeys, { key: fallbackKey, asc: fallbackAsc }),
    [storedSort, allowedKeys, fallbackKey, fallbackAsc],
  );
  const sort = sortState?.table === tableKey ? sortState.value : resolvedStored;

  const setPage = useCallback(
    (next: number) => setPageState({ table: tableKey, value: Math.max(1, Math.floor(next)) }),
    [tableKey],
  );

  const setPageSize = useCallback(
    (size: number) => {
      if (!isPageSize(size)) return;
      setTablePageSize(tableKey, size);
      setPageState({ table: tableKey, value: 1 });
    },
    [tableKey, setTablePageSize],
  );

  const setSort = useCallback(
    (next: TableSort) => {
      const value = { key: next.key, asc: next.asc };
      setSortState({ table: tableKey, value });
      setTableSort(tableKey, value);
      setPageState({ table: tableKey, value: 1 });
    },
    [tableKey, setTableSort],
  );

  const toggleSort = useCallback((key: string) => setSort(nextSort(sort, key)), [setSort, sort]);
  const clearSort = useCallback(() => setSort(NO_SORT), [setSort]);

  return { page, pageSize, sort, sortable: allowedKeys, setPage, setPageSize, setSort, toggleSort, clearSort };
};
