import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { Server, ServerInput } from "@/api/types/servers";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";
import { SERVER_COLUMNS, SERVER_SORTABLE } from "./serverTable";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/servers"));

export const servers = defineResource({
  name: "servers",
  routes: { list: "/servers/list" },
  meta: { group: "servers", roles: ADMINS },
  permissions: { view: "view:servers", edit: "edit:servers", delete: "delete:servers" },
  api: resourceApi<Server, ServerInput>(
    endpoints.methods((m) => m.serversApi, "list", "one", "create", "update", "remove"),
  ),
  table: {
    columns: SERVER_COLUMNS.map((key) => ({ key })),
    sortable: SERVER_SORTABLE,
    searchable: true,
  },
});

/** The update center reads the servers list; pushing an update needs edit:servers. */
export const updateCenter = defineResource({
  name: "update-center",
  routes: { list: "/servers/update-center" },
  meta: { group: "servers", roles: ADMINS },
  permissions: { view: "view:servers", edit: "edit:servers" },
  table: {
    columns: [{ key: "name" }, { key: "type" }, { key: "versions" }, { key: "disks" }],
    sortable: ["name", "type"],
  },
});
