import { useList, type BaseRecord, type CrudFilter, type HttpError } from "@refinedev/core";
import type { Machine } from "@/api/types/machines";
import type { TableState } from "@/components/table";
import { machines as machinesResource } from "@/registry/areas/machines";

export interface ServerMachines {
  rows: Machine[];
  total: number;
  loading: boolean;
  failed: HttpError | null;
}

/**
 * One page of a server's machines: the machines resource filtered by server (GET
 * /machines/list?server_id=), following the drawer's own table state (its page and search start
 * afresh for each server, so they are not in the URL).
 */
export const useServerMachines = (serverId: number, state: TableState, search: string): ServerMachines => {
  const filters: CrudFilter[] = [{ field: "serverId", operator: "eq", value: serverId }];
  if (search) filters.push({ field: "search", operator: "eq", value: search });
  const { result, query } = useList<Machine & BaseRecord>({
    resource: machinesResource.name,
    pagination: state.pageSize === -1 ? { mode: "off" } : { currentPage: state.page, pageSize: state.pageSize },
    sorters: state.sort.key ? [{ field: state.sort.key, order: state.sort.asc ? "asc" : "desc" }] : [],
    filters,
    errorNotification: false,
  });
  return {
    rows: query.error ? [] : result.data,
    total: query.error ? 0 : (result.total ?? 0),
    loading: query.isFetching,
    failed: query.error ?? null,
  };
};
