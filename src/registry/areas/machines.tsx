import { NavIcon } from "@/registry/navIcon";
import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { ANDROID_TYPES, MACHINE_STATUSES, type Machine, type MachineStatus } from "@/api/types/machines";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/machines"));

export const MACHINE_STATUS_TONES = {
  ONLINE: "green",
  BUSY: "blue",
  OFFLINE: "default",
  ERROR: "red",
} as const satisfies Record<MachineStatus, string>;

export const machines = defineResource({
  name: "machines",
  routes: { list: "/machines", open: true },
  meta: { icon: <NavIcon name="mobile" />, roles: ADMINS },
  // No machines permission exists: the API answers machines under view:servers, so the UI asks for it too.
  permissions: { view: "view:servers" },
  api: resourceApi<Machine>(endpoints.methods((m) => m.machinesApi, "list", "one")),
  idField: "nameMachine",
  search: { titleField: "nameMachine" },
  table: {
    // Long e-mails are cut to keep eight columns readable; the whole text is the cell's tooltip.
    columns: [
      { key: "nameMachine", cell: "custom", phone: "title" },
      { key: "account", maxWidth: 124, empty: "machines.unavailable", phone: "fact" },
      { key: "recoveryLogin", maxWidth: 124, empty: "machines.unavailable" },
      { key: "status", cell: "tag", labels: "machines.status.", tones: MACHINE_STATUS_TONES, phone: "subtitle" },
      { key: "typeAndroid", cell: "label", labels: "machines.type.", phone: "fact" },
      {
        key: "versionAndroid",
        cell: "custom",
        text: (row, { t }) => t("machines.android_badge", { version: row.versionAndroid }),
      },
      { key: "created", cell: "date" },
      { key: "updated", cell: "date", phone: "fact" },
    ],
    sortable: [
      "nameMachine",
      "account",
      "recoveryLogin",
      "status",
      "typeAndroid",
      "versionAndroid",
      "created",
      "updated",
    ],
    // Most recently changed first: the ones an operator usually looks for.
    defaultSort: { key: "updated", asc: false },
    dense: true,
    searchable: true,
    search: { label: "machines.search_label", placeholder: "machines.search_placeholder" },
    filters: [
      { name: "status", values: MACHINE_STATUSES, labels: "machines.status." },
      { name: "typeAndroid", values: ANDROID_TYPES, labels: "machines.type.", label: "machines.filters.type" },
    ],
  },
});
