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
      { key: "proxy", cell: "custom", title: "proxy.list.fields.proxy" },
      { key: "nameMachine", cell: "custom", title: "proxy.list.fields.machine" },
      { key: "configId", cell: "custom", title: "proxy.list.fields.config" },
      { key: "timezone", cell: "custom", title: "proxy.list.fields.timezone" },
      { key: "proxyParams", cell: "custom", title: "proxy.list.fields.params" },
    ],
    // The server sorts by plain fields only; timezone and params are objects.
    sortable: ["id", "proxy", "nameMachine", "configId"],
    searchable: true,
    search: { label: "proxy.list.search" },
  },
});

export const proxyConfigs = defineResource({
  name: "proxy-configs",
  i18nSection: "proxy.configs",
  routes: { list: "/proxy/configs" },
  meta: { group: "proxy", roles: ADMINS },
  permissions: PERMISSIONS,
  create: { label: "proxy.configs.add", permission: "edit" },
  api: resourceApi<ProxyConfig, ProxyConfigInput>(
    endpoints.methods((m) => m.proxyConfigsApi, "list", "create", "update", "remove"),
  ),
  table: {
    columns: [
      { key: "id", cell: "custom" },
      { key: "serviceType", cell: "custom", title: "proxy.configs.fields.type" },
      { key: "baseUrl", maxWidth: 140 },
      { key: "queryUrl", maxWidth: 140, code: true },
      { key: "localeId", cell: "custom" },
      { key: "delayCheck", cell: "number" },
      { key: "authKey", cell: "custom" },
    ],
    sortable: ["id", "serviceType", "baseUrl", "queryUrl", "delayCheck"],
    searchable: true,
    // The row is dense: outlined buttons stay findable.
    outlinedActions: true,
    dense: true,
    bulkActions: [{ key: "delete", label: "table.bulk_delete", permission: "delete", danger: true }],
    rowActionsLabel: "proxy.configs.row_actions",
    rowActions: [
      { key: "edit", icon: "edit", permission: "edit", tip: "proxy.configs.edit", label: "proxy.configs.edit_named" },
      {
        key: "reload",
        icon: "reload",
        permission: "edit",
        tip: "proxy.configs.reload",
        label: "proxy.configs.reload_named",
      },
      {
        key: "delete",
        icon: "delete",
        permission: "delete",
        tip: "proxy.configs.delete",
        label: "proxy.configs.delete_named",
      },
    ],
  },
});
