import { useEffect, useState } from "react";
import { serversApi } from "@/api/endpoints/servers";
import type { Machine } from "@/api/types/machines";
import { toWireSort, type TableState } from "@/components/table";

export interface ServerMachines {
  rows: Machine[];
  total: number;
  loading: boolean;
  failed: unknown;
}

/** One page of a server's machines (GET /machines/list?server_id=), following the drawer's table state. */
export const useServerMachines = (serverId: number | null, state: TableState, search: string): ServerMachines => {
  const [data, setData] = useState<ServerMachines>({ rows: [], total: 0, loading: false, failed: null });
  const { page, pageSize } = state;
  const sort = toWireSort(state.sort);

  useEffect(() => {
    if (serverId === null) return;
    let live = true;
    setData((d) => ({ ...d, loading: true, failed: null }));
    serversApi
      .machines(serverId, { page, size: pageSize, sort, search })
      .then((result) => {
        if (live) setData({ rows: result.list, total: result.totalCount, loading: false, failed: null });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setData({ rows: [], total: 0, loading: false, failed: error });
      });
    return () => {
      live = false;
    };
  }, [serverId, page, pageSize, sort, search]);

  return data;
};
