import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { Server, ServerInput } from "@/api/types/servers";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";
import { SERVER_SORTABLE } from "./serverTable";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/servers"));

export const servers = defineResource({
  name: "servers",
  routes: { list: "/servers/list" },
  meta: { group: "servers", roles: ADMINS },
  permissions: { view: "view:servers", edit: "edit:servers", delete: "delete:servers" },
  create: { label: "servers.actions.add", permission: "edit" },
  search: { titleField: "name" },
  api: resourceApi<Server, ServerInput>(
    endpoints.methods((m) => m.serversApi, "list", "one", "create", "update", "remove"),
  ),
  // A phone keeps name and actions; the rest appears as room allows. Below 1600 px the Russian
  // and Ukrainian headers leave no room for the description beside the actions.
  table: {
    columns: [
      { key: "name", strong: true, maxWidth: 220 },
      { key: "identifier", maxWidth: 200, empty: "servers.none", showFrom: "sm" },
      { key: "ip", maxWidth: 160, empty: "servers.none", showFrom: "md" },
      { key: "type", cell: "custom", showFrom: "sm" },
      { key: "disks", cell: "custom", align: "right", showFrom: "md" },
      { key: "machines", cell: "custom", align: "right", showFrom: "sm" },
      { key: "versions", cell: "custom", showFrom: "lg" },
      { key: "description", cell: "custom", showFrom: "xxl" },
    ],
    sortable: SERVER_SORTABLE,
    searchable: true,
    bulkActions: [{ key: "delete", label: "table.bulk_delete", permission: "delete", danger: true }],
    rowActions: [
      { key: "edit", icon: "edit", permission: "edit" },
      { key: "machines", icon: "machines" },
      { key: "delete", icon: "delete", permission: "delete" },
    ],
  },
});

/** The update center reads the servers list; pushing an update needs edit:servers. */
export const updateCenter = defineResource({
  name: "update-center",
  routes: { list: "/servers/update-center" },
  meta: { group: "servers", roles: ADMINS },
  permissions: { view: "view:servers", edit: "edit:servers" },
  i18nSection: "servers",
  table: {
    columns: [
      { key: "name", cell: "custom" },
      { key: "type", cell: "custom", showFrom: "sm" },
      { key: "versions", cell: "custom", showFrom: "sm" },
      { key: "disks", cell: "custom", showFrom: "md" },
      { key: "machines", cell: "custom", align: "right", showFrom: "sm" },
    ],
    sortable: ["name", "type"],
  },
});
