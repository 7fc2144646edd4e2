import type { ProxyConfig } from "@/api/types/proxies";
import { useLookup, type Lookup } from "@/resources/views/useLookup";

/**
 * Every config (the same unpaged call as proxyConfigsApi.all()), so that adding, saving, deleting
 * or reloading a config refreshes the filter and the names shown with proxies.
 */
export const useProxyConfigs = (): Lookup<ProxyConfig> => useLookup<ProxyConfig>("proxy-configs", "id");
