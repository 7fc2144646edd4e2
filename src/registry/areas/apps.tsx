import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { deleteKeys } from "@/registry/labels";
import type { AppInput } from "@/api/endpoints/apps";
import { APP_STATUSES, cleanAppId, type App } from "@/api/types/apps";
import { NavIcon } from "@/registry/navIcon";
import { defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/apps"));

/** /apps: the team's apps as cards; no apps permission exists, so every active user manages them. */
export const apps = defineResource({
  name: "apps",
  // An app opens as its card, brought to view and marked.
  routes: { list: "/apps", open: true },
  meta: { icon: <NavIcon name="appstore" /> },
  idField: "auid",
  create: { label: "apps.add.open" },
  // Titled as its card is: the name in its own locale, else the store id.
  search: {
    titleField: "appId",
    title: (row) => {
      const app = row as unknown as App;
      return app.details[app.locale]?.name ?? app.appId;
    },
  },
  api: resourceApi<App, AppInput>(endpoints.methods((m) => m.appsApi, "list", "create", "remove")),
  delete: deleteKeys("apps.delete"),
  table: {
    columns: [],
    sortable: ["updated", "app_id", "status"],
    defaultSort: { key: "updated", asc: false },
    // A grid of cards rather than rows: ten fill two or three lines (assumed, docs/api.md).
    pageSize: 10,
    searchable: true,
    filters: [{ name: "status", label: "apps.filter_status", values: APP_STATUSES, labels: "apps.status." }],
  },
  // The store id keeps letters, digits, dot, underscore and hyphen as typed; STANDARD locales only,
  // sent by code; the page hands in the store's preview of what is typed.
  form: {
    fields: [
      {
        key: "appId",
        kind: "text",
        label: "apps.add.app_id",
        required: "apps.add.app_id_required",
        help: "apps.add.app_id_help",
        placeholder: "apps.add.app_id_placeholder",
        normalize: cleanAppId,
      },
      {
        key: "locale",
        kind: "locale",
        only: "standard",
        localeValue: "code",
        label: "apps.add.locale",
        required: "apps.add.locale_required",
      },
      { key: "preview", kind: "custom", bare: true },
    ],
    texts: {
      createTitle: "apps.add.title",
      add: "apps.add.save",
      created: "apps.add.success",
      failed: "apps.add.failed",
      noReason: "apps.add.failed_default",
    },
    errorPath: (key) => (key === "app_id" ? "appId" : key),
  },
});
