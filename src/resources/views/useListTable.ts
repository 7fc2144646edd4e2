import { useEffect, useMemo, useRef, useState } from "react";
import {
  useList,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type HttpError,
  type Pagination,
} from "@refinedev/core";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { TableState } from "@/components/table";
import type { TableSettings } from "@/registry/types";
import { filterKeysOf } from "./filterKinds";
import { useListState, type ListState } from "./useListState";
import { useReadInRender } from "./useReadInRender";

type FilterValue = string | number | boolean | undefined;

interface ListTableOptions {
  tableKey?: string;
  resource?: string;
  filters?: Record<string, FilterValue>;
  filterKeys?: readonly string[];
  /** Called once per failed fetch instead of refine's generic status-code toast. */
  onError?: (error: unknown) => void;
  searchParam?: string;
  inUrl?: boolean;
  enabled?: boolean;
}

export interface ListTableProps<T> {
  tableKey: string;
  rowKey: string;
  rows: T[];
  total: number;
  loading: boolean;
  refreshing: boolean;
  error: unknown;
  onRetry: () => void;
  onCancelLoad: () => void;
  cancelled: boolean;
  state: TableState;
}

export interface ListReadQuery {
  resource: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** a list the page holds whole and searches itself (/locales): nothing is read */
  rows?: readonly BaseRecord[];
}

export interface ListTable<T>
  extends ListState, Pick<ListTableProps<T>, "rows" | "total" | "loading" | "refreshing" | "error"> {
  query: ListReadQuery;
  refetch: () => void;
  tableProps: ListTableProps<T>;
}

const EMPTY_KEYS: readonly string[] = [];

const toCrudFilters = (search: string, values: Record<string, FilterValue>): CrudFilter[] => {
  const exact = Object.entries(values).flatMap(([field, value]) =>
    value === undefined || value === "" ? [] : [{ field, operator: "eq" as const, value }],
  );
  return search ? [{ field: "search", operator: "contains", value: search }, ...exact] : exact;
};

const sameViewExceptSort = (key: QueryKey | undefined, filters: CrudFilter[], page: number, size: number): boolean => {
  const params: unknown = key?.[key.length - 1];
  if (typeof params !== "object" || params === null) return false;
  const { filters: previousFilters, pagination } = params as { filters?: unknown; pagination?: unknown };
  const previousPaging = pagination as { currentPage?: number; pageSize?: number } | undefined;
  const sameFilters = JSON.stringify(previousFilters ?? []) === JSON.stringify(filters);
  const samePaging =
    size === -1
      ? previousPaging === undefined
      : previousPaging?.currentPage === page && previousPaging.pageSize === size;
  return sameFilters && samePaging;
};

/** One list page's data as refine's useTable gives it, the view in the URL; a new sort keeps the rows shown. */
export function useListTable<T extends BaseRecord>(
  declaration: { name: string; table?: TableSettings; idField?: string },
  options: ListTableOptions = {},
): ListTable<T> {
  const table = declaration.table;
  const tableKey = options.tableKey ?? declaration.name;
  const list = useListState(tableKey, {
    sortable: table?.sortable ?? EMPTY_KEYS,
    defaultSort: table?.defaultSort,
    defaultPageSize: table?.pageSize,
    filterKeys: options.filterKeys ?? filterKeysOf(declaration),
    searchParam: options.searchParam,
    inUrl: options.inUrl,
  });
  const { state, search } = list;

  const filterSignature = JSON.stringify({ ...list.filters, ...options.filters });
  const filters = useMemo(
    () => toCrudFilters(search, JSON.parse(filterSignature) as Record<string, FilterValue>),
    [search, filterSignature],
  );

  const all = state.pageSize === -1;
  const resource = options.resource ?? declaration.name;
  const sortKey = state.sort.key;
  const sortAsc = state.sort.asc;
  const sorters = useMemo<CrudSort[]>(
    () => (sortKey ? [{ field: sortKey, order: sortAsc ? "asc" : "desc" }] : []),
    [sortKey, sortAsc],
  );
  const pagination: Pagination = all
    ? { mode: "off" }
    : { currentPage: state.page, pageSize: state.pageSize, mode: "server" };
  const enabled = options.enabled ?? true;
  useReadInRender<T>({ resource, pagination, filters, sorters, enabled });
  const { result, query } = useList<T, HttpError, T>({
    resource,
    pagination,
    sorters,
    filters,
    queryOptions: {
      enabled,
      // Comparing 20,000 old rows with 20,000 new ones field by field is a long task of its own.
      structuralSharing: !all,
      // Only a new order reuses the shown rows; another page or filter shows the skeleton.
      placeholderData: (previous, previousQuery) =>
        previous && sameViewExceptSort(previousQuery?.queryKey, filters, state.page, state.pageSize)
          ? previous
          : undefined,
    },
    ...(options.onError ? { errorNotification: false as const } : {}),
  });

  // A ref, so an inline callback does not report the same failure again on every render.
  const onError = useRef(options.onError);
  useEffect(() => {
    onError.current = options.onError;
  });
  const error = query.error ?? undefined;
  useEffect(() => {
    if (error) onError.current?.(error);
  }, [error]);

  // A page past the end moves to the last page instead of showing an empty table.
  const total = result.total ?? 0;
  const lastPage = all ? 1 : Math.max(1, Math.ceil(total / state.pageSize));
  const settled = query.isSuccess && !query.isFetching;
  const { page, setPage } = state;
  useEffect(() => {
    if (settled && total > 0 && page > lastPage) setPage(lastPage);
  }, [settled, total, page, lastPage, setPage]);

  const refreshing = query.isPlaceholderData && query.isFetching;
  const loading = query.isFetching && !refreshing;
  const rows = result.data;
  const refetch = () => void query.refetch();

  // Stopping a slow load aborts its request and retries and puts the list back as it was.
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  if (cancelled && query.isFetching) setCancelled(false);
  const cancelLoad = () => {
    setCancelled(true);
    void queryClient.cancelQueries({
      predicate: (q) =>
        q.state.fetchStatus === "fetching" && q.queryKey.includes(resource) && q.queryKey.includes("list"),
    });
  };
  return {
    ...list,
    query: { resource, filters, sorters },
    rows,
    total,
    loading,
    refreshing,
    refetch,
    error,
    tableProps: {
      tableKey,
      rowKey: declaration.idField ?? "id",
      rows,
      total,
      loading,
      refreshing,
      error,
      onRetry: refetch,
      onCancelLoad: cancelLoad,
      cancelled,
      state,
    },
  };
}
