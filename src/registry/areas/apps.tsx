import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { AppInput } from "@/api/endpoints/apps";
import type { App } from "@/api/types/apps";
import { NavIcon } from "@/registry/navIcon";
import { defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/apps"));

/**
 * /apps, "My apps" (spec §2): the team's store apps as cards, added by store id and locale. The
 * role table has no apps permission, so every active user may read, add and remove them
 * (docs/api.md); the keyword and campaign pickers read the same resource.
 */
export const apps = defineResource({
  name: "apps",
  routes: { list: "/apps" },
  meta: { icon: <NavIcon name="appstore" /> },
  idField: "auid",
  create: { label: "apps.add.open" },
  api: resourceApi<App, AppInput>(endpoints.methods((m) => m.appsApi, "list", "create", "remove")),
  table: {
    columns: [],
    sortable: ["updated", "app_id", "status"],
    defaultSort: { key: "updated", asc: false },
    // A grid of cards rather than rows: ten fill two or three lines (assumed, docs/api.md).
    pageSize: 10,
    searchable: true,
  },
});
