import { useEffect } from "react";
import type { Paged } from "@/api/types";
import type { ListRequest } from "@/api/types/fleet";
import type { TableSort } from "@/components/table";
import { toast } from "@/providers/notification";
import type { ListTable } from "../shared/useListTable";
import { useListState } from "../shared/useListState";
import { errorText } from "@/lib/errorText";
import { useLoaded } from "./useLoaded";

export interface EndpointTable<T> extends ListTable<T> {
  /** puts a row the server just answered in place of the shown one, without a new request */
  replaceRow: (match: (row: T) => boolean, next: T) => void;
}

export interface EndpointTableOptions {
  sortable: readonly string[];
  defaultSort?: TableSort;
  /** exact-match filters the tab owns (empty values are dropped) */
  filters?: Record<string, string | number | boolean | undefined>;
  errorTitle: string;
}

/**
 * useListTable's contract (state in the URL and ui-storage, search back to page 1, server paging,
 * sort and filters) for lists that have an endpoint but no registered resource: numbers and
 * messages are read-only views inside the services page, not areas of their own.
 */
export function useEndpointTable<T>(
  tableKey: string,
  list: (query: ListRequest) => Promise<Paged<T>>,
  options: EndpointTableOptions,
): EndpointTable<T> {
  const controls = useListState(tableKey, { sortable: options.sortable, defaultSort: options.defaultSort });
  const { state, search } = controls;
  const all = state.pageSize === -1;
  const query: ListRequest = {
    page: all ? 1 : state.page,
    size: all ? -1 : state.pageSize,
    sort: state.sort.key ? `${state.sort.key}:${state.sort.asc ? "asc" : "desc"}` : undefined,
    search: search || undefined,
    filters: options.filters ?? {},
  };
  const loaded = useLoaded(`${tableKey}:${JSON.stringify(query)}`, () => list(query));

  useEffect(() => {
    if (loaded.error) toast("error", options.errorTitle, errorText(loaded.error, options.errorTitle));
  }, [loaded.error, options.errorTitle]);

  const rows = loaded.data?.list ?? [];
  const total = loaded.data?.totalCount ?? 0;
  const error: unknown = loaded.error ?? undefined;
  return {
    ...controls,
    rows,
    total,
    loading: loaded.loading,
    refreshing: false,
    refetch: loaded.reload,
    error,
    tableProps: {
      tableKey,
      rows,
      total,
      loading: loaded.loading,
      refreshing: false,
      error,
      onRetry: loaded.reload,
      state,
    },
    replaceRow: (match, next) =>
      loaded.setData((page) => page && { ...page, list: page.list.map((row) => (match(row) ? next : row)) }),
  };
}
