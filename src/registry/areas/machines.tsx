import { NavIcon } from "@/registry/navIcon";
import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { Machine } from "@/api/types/machines";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";
import { MACHINE_DEFAULT_SORT, MACHINE_SORTABLE } from "./machineTable";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/machines"));

export const machines = defineResource({
  name: "machines",
  routes: { list: "/machines" },
  meta: { icon: <NavIcon name="mobile" />, roles: ADMINS },
  // The role table (spec §6) has no machines permission: machines are part of the fleet the
  // servers area owns, and the API answers them under view:servers (docs/api.md), so the UI
  // asks for the same permission and never makes a call the API would refuse.
  permissions: { view: "view:servers" },
  api: resourceApi<Machine>(endpoints.methods((m) => m.machinesApi, "list", "one")),
  idField: "nameMachine",
  table: {
    columns: [
      { key: "nameMachine" },
      { key: "account" },
      { key: "recoveryLogin" },
      { key: "status" },
      { key: "typeAndroid" },
      { key: "versionAndroid" },
      { key: "created" },
      { key: "updated" },
    ],
    sortable: MACHINE_SORTABLE,
    defaultSort: MACHINE_DEFAULT_SORT,
    searchable: true,
  },
});
