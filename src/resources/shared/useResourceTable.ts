import { useEffect, useMemo, useRef, useState } from "react";
import { useList, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { useTableState, type TableState } from "@/components/table";
import type { TableSort } from "@/state/ui";

export interface ResourceTableOptions {
  /** ui-storage key for page size and sort; defaults to the resource name */
  tableKey?: string;
  sortable?: readonly string[];
  defaultSort?: TableSort;
  defaultPageSize?: number;
  /** exact-match filters sent next to the search, e.g. { configId: 2 } (empty values are dropped) */
  filters?: Record<string, string | number | boolean | undefined>;
  /**
   * For areas whose spec wants their own failure text (§8): refine's generic status-code toast is
   * switched off for the list and this is called once per failed fetch instead.
   */
  onError?: (error: unknown) => void;
}

export interface ResourceTable<T> {
  state: TableState;
  search: string;
  setSearch: (value: string) => void;
  rows: T[];
  total: number;
  loading: boolean;
  refetch: () => void;
  /** the last fetch's failure, if it failed */
  error: unknown;
  /** what DataTable needs from the list, to spread onto it: rows, total, loading and state */
  tableProps: { rows: T[]; total: number; loading: boolean; state: TableState };
}

export type ListControls = Pick<ResourceTable<unknown>, "state" | "search" | "setSearch">;

/** What every list hook starts from: the table state kept per table, and a search that returns to page 1. */
export function useListControls(
  tableKey: string,
  options: Pick<ResourceTableOptions, "sortable" | "defaultSort" | "defaultPageSize">,
): ListControls {
  const state = useTableState(tableKey, {
    sortable: options.sortable,
    defaultSort: options.defaultSort,
    defaultPageSize: options.defaultPageSize,
  });
  const [search, setSearchValue] = useState("");
  const setSearch = (value: string) => {
    setSearchValue(value);
    state.setPage(1);
  };
  return { state, search, setSearch };
}

/** A list hook's answer: its controls, what the fetch gave, and both again as DataTable's props. */
export const listResult = <T>(
  controls: ListControls,
  fetched: Pick<ResourceTable<T>, "rows" | "total" | "loading" | "refetch" | "error">,
): ResourceTable<T> => ({
  ...controls,
  ...fetched,
  tableProps: { rows: fetched.rows, total: fetched.total, loading: fetched.loading, state: controls.state },
});

/**
 * One list page's data: the shared table state (page, size, sort kept per table), a search that
 * returns to page 1, and refine's useList against the resource's declared endpoints. The server
 * pages, sorts and searches; size -1 (All) switches paging off.
 */
export function useResourceTable<T extends BaseRecord>(
  resource: string,
  options: ResourceTableOptions = {},
): ResourceTable<T> {
  const controls = useListControls(options.tableKey ?? resource, options);
  const { state, search } = controls;

  const filterKey = JSON.stringify(options.filters ?? {});
  const filters = useMemo<CrudFilter[]>(() => {
    const extra = Object.entries(options.filters ?? {}).flatMap(([field, value]) =>
      value === undefined || value === "" ? [] : [{ field, operator: "eq" as const, value }],
    );
    return search ? [{ field: "search", operator: "contains", value: search }, ...extra] : extra;
    // filterKey stands for options.filters, which callers usually build inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, filterKey]);

  const all = state.pageSize === -1;
  const { result, query } = useList<T>({
    resource,
    pagination: all ? { mode: "off" } : { currentPage: state.page, pageSize: state.pageSize, mode: "server" },
    sorters: state.sort.key ? [{ field: state.sort.key, order: state.sort.asc ? "asc" : "desc" }] : [],
    filters,
    ...(options.onError ? { errorNotification: false as const } : {}),
  });

  // Held in a ref so an inline callback does not report the same failure again on every render.
  const onError = useRef(options.onError);
  onError.current = options.onError;
  const error = query.error;
  useEffect(() => {
    if (error) onError.current?.(error);
  }, [error]);

  return listResult(controls, {
    rows: result.data,
    total: result.total ?? 0,
    loading: query.isFetching,
    refetch: () => void query.refetch(),
    error: error ?? undefined,
  });
}
