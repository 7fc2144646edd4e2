import { useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import type { ProxyConfig } from "@/api/types/proxies";

type ConfigRow = ProxyConfig & BaseRecord;

export interface ProxyConfigsLookup {
  configs: ProxyConfig[];
  byId: ReadonlyMap<number, ProxyConfig>;
  loading: boolean;
}

/**
 * Every config (the same unpaged call as proxyConfigsApi.all()), through refine so that adding,
 * saving, deleting or reloading a config refreshes the filter and the names shown with proxies.
 */
export const useProxyConfigs = (): ProxyConfigsLookup => {
  const { result, query } = useList<ConfigRow>({
    resource: "proxy-configs",
    pagination: { mode: "off" },
    sorters: [{ field: "id", order: "asc" }],
  });
  const configs = result.data;
  const byId = useMemo(() => new Map(configs.map((c) => [c.id, c])), [configs]);
  return { configs, byId, loading: query.isLoading };
};
