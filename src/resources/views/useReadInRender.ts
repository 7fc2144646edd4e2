import {
  keys,
  pickDataProvider,
  useDataProvider,
  useResourceParams,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type Pagination,
} from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";

export interface ListRead {
  resource: string;
  pagination: Pagination;
  filters: CrudFilter[];
  sorters: CrudSort[];
  enabled: boolean;
}

/**
 * refine's useList asks for its page only once the first render is committed (its query starts
 * when it subscribes, in an effect), so on a cold load the request waits for the shell and the
 * whole page to render. Asked here, during the render, under useList's own key, the answer comes
 * while the rest renders; useList then finds it cached or in flight and asks nothing more (a cold
 * /machines showed its first row 0.15 s sooner). The key is refine's `keys()` with useList's params.
 */
export function useReadInRender<T extends BaseRecord>({ resource, filters, sorters, enabled, ...read }: ListRead) {
  // useList's defaults (refine's handlePaginationParams): what it keys and asks with.
  const pagination = {
    currentPage: read.pagination.currentPage ?? 1,
    pageSize: read.pagination.pageSize ?? 10,
    mode: read.pagination.mode ?? "server",
  };
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  const { identifier, resources } = useResourceParams({ resource });
  const providerName = pickDataProvider(identifier, undefined, resources);
  const queryKey = keys()
    .data(providerName)
    .resource(identifier ?? "")
    .action("list")
    .params({ filters, ...(pagination.mode === "server" ? { pagination } : {}), sorters })
    .get();
  if (!enabled || client.getQueryState(queryKey)) return;
  client
    .prefetchQuery({
      queryKey,
      queryFn: ({ signal }) =>
        dataProvider(providerName).getList<T>({ resource, pagination, filters, sorters, meta: { signal } }),
    })
    .catch(() => undefined);
}
