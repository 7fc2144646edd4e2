import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { Proxy, ProxyConfig, ProxyConfigInput } from "@/api/types/proxies";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/proxies"));

const PERMISSIONS = { view: "view:proxy", edit: "edit:proxy", delete: "delete:proxy" } as const;

export const proxies = defineResource({
  name: "proxies",
  routes: { list: "/proxy/list" },
  meta: { group: "proxy", roles: ADMINS },
  permissions: PERMISSIONS,
  api: resourceApi<Proxy>(endpoints.methods((m) => m.proxiesApi, "list")),
  table: {
    columns: [
      { key: "proxy" },
      { key: "nameMachine" },
      { key: "configId" },
      { key: "timezone" },
      { key: "proxyParams" },
    ],
    // The server sorts by plain fields only; timezone and params are objects.
    sortable: ["id", "proxy", "nameMachine", "configId"],
    searchable: true,
  },
});

export const proxyConfigs = defineResource({
  name: "proxy-configs",
  routes: { list: "/proxy/configs" },
  meta: { group: "proxy", roles: ADMINS },
  permissions: PERMISSIONS,
  api: resourceApi<ProxyConfig, ProxyConfigInput>(
    endpoints.methods((m) => m.proxyConfigsApi, "list", "create", "update", "remove"),
  ),
  table: {
    columns: [
      { key: "id" },
      { key: "serviceType" },
      { key: "proxyType" },
      { key: "baseUrl" },
      { key: "queryUrl" },
      { key: "localeId" },
      { key: "delayCheck" },
      { key: "authKey" },
    ],
    sortable: ["id", "serviceType", "baseUrl", "queryUrl", "delayCheck"],
    searchable: true,
  },
});
