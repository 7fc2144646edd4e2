import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { isPageSize, nextSort, NO_SORT, resolveStoredSort, type TableSort, type TableState } from "@/components/table";
import { useTableState } from "@/components/table/useTableState";
import { LIST_PARAMS } from "@/lib/listParams";
import { useSearchUpdate } from "@/lib/useSearchUpdate";

export { LIST_PARAMS };
const NO_SORT_PARAM = "none";

interface ListStateOptions {
  sortable: readonly string[];
  defaultSort?: TableSort;
  defaultPageSize?: number;
  filterKeys?: readonly string[];
  /** A page-level search parameter (the accounts page's `?search=`); default: the tagged `q`. */
  searchParam?: string;
  inUrl?: boolean;
}

export interface ListState {
  state: TableState;
  search: string;
  setSearch: (value: string) => void;
  filters: Readonly<Record<string, string | undefined>>;
  setFilter: (key: string, value: string | undefined) => void;
  setFilters: (changes: Readonly<Record<string, string | undefined>>) => void;
}

const EMPTY_KEYS: readonly string[] = [];

const parseSort = (value: string | null, sortable: readonly string[]): TableSort | undefined => {
  if (value === null) return undefined;
  if (value === NO_SORT_PARAM) return { ...NO_SORT };
  const [key = "", order] = value.split(":");
  const sort = resolveStoredSort({ key, asc: order !== "desc" }, sortable, NO_SORT);
  return sort.key ? sort : undefined;
};

const sortParam = (sort: TableSort): string => (sort.key ? `${sort.key}:${sort.asc ? "asc" : "desc"}` : NO_SORT_PARAM);

/** Page, size, sort, search and filters in the URL (replacing history); size and sort also in ui-storage. */
export const useListState = (tableKey: string, options: ListStateOptions): ListState => {
  const stored = useTableState(tableKey, options);
  const [urlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const inUrl = options.inUrl ?? true;
  const params = inUrl ? urlParams : ownParams;
  const filterKeys = options.filterKeys ?? EMPTY_KEYS;
  // Parameters of another table (an earlier tab on the same page) are not this table's view.
  const own = params.get(LIST_PARAMS.table) === tableKey;
  const read = (name: string): string | null => (own ? params.get(name) : null);

  const pageParam = Number(read(LIST_PARAMS.page));
  const sizeParam = Number(read(LIST_PARAMS.size));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const pageSize = read(LIST_PARAMS.size) !== null && isPageSize(sizeParam) ? sizeParam : stored.pageSize;
  const sortText = read(LIST_PARAMS.sort);
  const urlSort = useMemo(() => parseSort(sortText, stored.sortable), [sortText, stored.sortable]);
  const sort = urlSort ?? stored.sort;
  const searchName = options.searchParam ?? LIST_PARAMS.search;
  const search = (options.searchParam ? params.get(searchName) : read(searchName)) ?? "";
  const filterSignature = JSON.stringify(filterKeys.map((key) => [key, read(key) ?? undefined]));
  const filters = useMemo(
    () => Object.fromEntries(JSON.parse(filterSignature) as [string, string | undefined][]),
    [filterSignature],
  );

  // A write from an older render (a debounced search) must not drop a filter chosen since: writes start from the newest.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  });
  const updateUrl = useSearchUpdate();

  const write = useCallback(
    (changes: Record<string, string | undefined>) => {
      const change = (next: URLSearchParams) => {
        if (next.get(LIST_PARAMS.table) !== tableKey) {
          for (const name of Object.values(LIST_PARAMS)) next.delete(name);
        }
        next.set(LIST_PARAMS.table, tableKey);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(name);
          else next.set(name, value);
        }
      };
      if (inUrl) return updateUrl(change);
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setOwnParams(next);
    },
    [inUrl, updateUrl, tableKey],
  );

  const { setPageSize: storeSize, setSort: storeSort } = stored;
  const setPage = useCallback(
    (next: number) => {
      const value = Math.max(1, Math.floor(next));
      write({ [LIST_PARAMS.page]: value > 1 ? String(value) : undefined });
    },
    [write],
  );
  const setPageSize = useCallback(
    (size: number) => {
      if (!isPageSize(size)) return;
      storeSize(size);
      write({ [LIST_PARAMS.size]: String(size), [LIST_PARAMS.page]: undefined });
    },
    [storeSize, write],
  );
  const setSort = useCallback(
    (next: TableSort) => {
      storeSort(next);
      write({ [LIST_PARAMS.sort]: sortParam(next), [LIST_PARAMS.page]: undefined });
    },
    [storeSort, write],
  );
  const toggleSort = useCallback((key: string) => setSort(nextSort(sort, key)), [setSort, sort]);
  const clearSort = useCallback(() => setSort(NO_SORT), [setSort]);

  const state = useMemo<TableState>(
    () => ({ page, pageSize, sort, sortable: stored.sortable, setPage, setPageSize, setSort, toggleSort, clearSort }),
    [page, pageSize, sort, stored.sortable, setPage, setPageSize, setSort, toggleSort, clearSort],
  );

  const setFilters = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) => write({ ...changes, [LIST_PARAMS.page]: undefined }),
    [write],
  );
  const setFilter = useCallback((key: string, value?: string) => setFilters({ [key]: value }), [setFilters]);
  const setSearch = useCallback((value: string) => setFilters({ [searchName]: value }), [setFilters, searchName]);

  return { state, search, setSearch, filters, setFilter, setFilters };
};
