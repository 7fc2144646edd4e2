import { useEffect } from "react";
import type { Paged } from "@/api/types";
import type { ListRequest } from "@/api/types/fleet";
import { toast } from "@/providers/notification";
import { listResult, useListControls, type ResourceTable, type ResourceTableOptions } from "../shared/useResourceTable";
import { errorText } from "@/lib/errorText";
import { useLoaded } from "./useLoaded";

export interface EndpointTable<T> extends ResourceTable<T> {
  /** puts a row the server just answered in place of the shown one, without a new request */
  replaceRow: (match: (row: T) => boolean, next: T) => void;
}

/**
 * useResourceTable's contract (shared table state, search back to page 1, server paging, sort
 * and filters) for lists that have an endpoint but no registered resource: numbers and messages
 * are read-only views inside the services page, not areas of their own.
 */
export function useEndpointTable<T>(
  tableKey: string,
  list: (query: ListRequest) => Promise<Paged<T>>,
  options: Omit<ResourceTableOptions, "tableKey"> & { errorTitle: string },
): EndpointTable<T> {
  const controls = useListControls(tableKey, options);
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

  return {
    ...listResult(controls, {
      rows: loaded.data?.list ?? [],
      total: loaded.data?.totalCount ?? 0,
      loading: loaded.loading,
      refetch: loaded.reload,
      error: loaded.error,
    }),
    replaceRow: (match, next) =>
      loaded.setData((page) => page && { ...page, list: page.list.map((row) => (match(row) ? next : row)) }),
  };
}
