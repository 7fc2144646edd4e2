import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { paramsText } from "./proxyParams";
import {
  PROXY_SERVICE_TYPES,
  PROXY_TYPES,
  type Proxy,
  type ProxyConfig,
  type ProxyConfigInput,
} from "@/api/types/proxies";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";
import {
  emptyProxyConfigForm,
  fieldPathOf,
  MAX_DELAY_CHECK,
  MIN_DELAY_CHECK,
  toProxyConfigForm,
  toProxyConfigInput,
  type ProxyConfigFormValues as FormValues,
} from "./proxyConfigForm";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/proxies"));

const PERMISSIONS = { view: "view:proxy", edit: "edit:proxy", delete: "delete:proxy" } as const;

export const proxies = defineResource({
  name: "proxies",
  // A proxy has no dialog: it opens as its row, brought to view and marked.
  routes: { list: "/proxy/list", open: true },
  meta: { group: "proxy", roles: ADMINS },
  permissions: PERMISSIONS,
  api: resourceApi<Proxy>(endpoints.methods((m) => m.proxiesApi, "list")),
  table: {
    empty: "proxy.list.empty",
    noMatch: "proxy.list.empty",
    columns: [
      { key: "proxy", cell: "custom", title: "proxy.list.fields.proxy", phone: "title" },
      {
        key: "nameMachine",
        cell: "custom",
        title: "proxy.list.fields.machine",
        phone: "subtitle",
        empty: "proxy.list.unassigned",
      },
      {
        key: "configId",
        cell: "custom",
        title: "proxy.list.fields.config",
        phone: "fact",
        nameFrom: { from: "proxy-configs", field: "baseUrl" },
      },
      {
        key: "timezone",
        cell: "custom",
        title: "proxy.list.fields.timezone",
        phone: "fact",
        text: (row) => {
          const { town, timezone } = (row as unknown as Proxy).timezone;
          return `${town} (${timezone})`;
        },
      },
      { key: "proxyParams", cell: "custom", title: "proxy.list.fields.params", text: paramsText, phone: "fact" },
    ],
    // The server sorts by plain fields only; timezone and params are objects.
    sortable: ["id", "proxy", "nameMachine", "configId"],
    searchable: true,
    search: { label: "proxy.list.search" },
    dense: true,
  },
});

export const proxyConfigs = defineResource({
  name: "proxy-configs",
  i18nSection: "proxy.configs",
  routes: { list: "/proxy/configs", open: true },
  meta: { group: "proxy", roles: ADMINS },
  permissions: PERMISSIONS,
  create: { label: "proxy.configs.add", permission: "edit" },
  api: resourceApi<ProxyConfig, ProxyConfigInput>(
    endpoints.methods((m) => m.proxyConfigsApi, "list", "create", "update", "remove"),
  ),
  current: { live: true },
  delete: {
    title: "proxy.configs.delete_title",
    description: "proxy.configs.delete_text",
    confirm: "proxy.configs.delete",
    success: "proxy.configs.deleted",
    detail: "config",
    failed: "proxy.configs.delete_failed",
    fallback: "proxy.errors.unknown",
  },
  table: {
    noMatch: "proxy.configs.empty",
    columns: [
      {
        key: "id",
        cell: "custom",
        phone: "title",
        text: (row, { t }) => `${String(row.id)} · ${t("proxy.configs.proxy_count", { total: row.proxyCount })}`,
      },
      {
        key: "serviceType",
        cell: "custom",
        title: "proxy.configs.fields.type",
        phone: "subtitle",
        text: (row, { t }) => `${t(`proxy.service_types.${String(row.serviceType)}`)} · ${String(row.proxyType)}`,
      },
      { key: "baseUrl", maxWidth: 120, phone: "fact" },
      { key: "queryUrl", maxWidth: 120, code: true },
      { key: "localeId", cell: "locale", phone: "fact", nameFrom: { from: "locales", field: "name" } },
      { key: "delayCheck", cell: "number", phone: "fact" },
      { key: "authKey", cell: "custom", text: (row) => (row as unknown as ProxyConfig).authParams.authKey },
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
  // Types, both URLs and the locale required; auth and other params are KeyValueRows (proxyConfigForm.ts).
  form: {
    fields: [
      {
        key: "serviceType",
        kind: "select",
        width: "half",
        options: PROXY_SERVICE_TYPES.map((value) => ({ value, label: `proxy.service_types.${value}` })),
        openOptions: true,
        placeholder: "proxy.config.choose",
        required: "proxy.config.errors.service_type_required",
      },
      {
        key: "proxyType",
        kind: "select",
        width: "half",
        options: PROXY_TYPES.map((value) => ({ value })),
        openOptions: true,
        placeholder: "proxy.config.choose",
        required: "proxy.config.errors.proxy_type_required",
      },
      {
        key: "baseUrl",
        kind: "text",
        width: "half",
        limit: "url",
        format: "httpUrl",
        placeholder: "proxy.config.base_url_placeholder",
        required: "proxy.config.errors.base_url_required",
      },
      {
        key: "queryUrl",
        kind: "text",
        width: "half",
        limit: "url",
        format: "webScheme",
        placeholder: "proxy.config.query_url_placeholder",
        required: "proxy.config.errors.query_url_required",
      },
      { key: "localeId", kind: "custom", width: "half", required: "proxy.config.errors.locale_required" },
      {
        key: "delayCheck",
        kind: "number",
        width: "half",
        integer: true,
        min: MIN_DELAY_CHECK,
        max: MAX_DELAY_CHECK,
        minMessage: "proxy.config.errors.delay_check_min",
        help: "proxy.config.delay_check_hint",
        placeholder: "proxy.config.delay_check_placeholder",
      },
      { key: "auth", kind: "custom", bare: true, heading: "proxy.config.auth_title" },
      { key: "otherParams", kind: "custom", bare: true, heading: "proxy.config.other_title" },
    ],
    values: (record) => (record ? toProxyConfigForm(record as unknown as ProxyConfig) : emptyProxyConfigForm()),
    body: (values, record) => ({ ...toProxyConfigInput(values as FormValues, record?.id as number | undefined) }),
    errorPath: (key, values) => fieldPathOf(key, values as FormValues).join("."),
    texts: {
      createTitle: "proxy.config.add_title",
      editTitle: "proxy.config.edit_title",
      add: "proxy.config.add",
      created: "proxy.config.added",
      updated: "proxy.config.saved",
      failed: "proxy.config.save_failed",
    },
    toastDetail: "baseUrl",
    width: 760,
    maskClosable: false,
  },
});
