import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { deleteKeys } from "@/registry/labels";
import type { Server, ServerInput, ServerType } from "@/api/types/servers";
import { TIMING } from "@/config";
import {
  ADMINS,
  defineResource,
  resourceApi,
  type CellTextContext,
  type FieldSpec,
  type ListDeclaration,
} from "@/registry/types";
import {
  emptyServerValues,
  ipError,
  originOf,
  SERVER_NUMBER_LIMITS,
  toFormValues,
  toServerInput,
  updateLinkError,
  type ServerFormValues,
} from "./serverForm";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/servers"));

const PARAM_LABELS = {
  taskInQueue: "task_in_queue",
  timeToBootloop: "time_to_bootloop",
  timeBetweenStart: "time_between_start",
  versionBot: "version_bot",
  versionScript: "version_script",
} as const;

const serverOf = (row: Record<string, unknown>) => row as unknown as Server;

/** "name: machines/most machines", as the form's disk rows read. */
const disksText = (row: Record<string, unknown>) =>
  serverOf(row)
    .disks.map((disk) => `${disk.name}: ${disk.countMachine}/${disk.countMachineMax}`)
    .join("; ");

const machinesText = (row: Record<string, unknown>) =>
  serverOf(row).disks.reduce((sum, disk) => sum + disk.countMachine, 0);

const versionsText = (row: Record<string, unknown>, { t }: CellTextContext) => {
  const { versionBot, versionScript } = serverOf(row).serverParams;
  return [
    t("servers.versions.bot", { version: versionBot || t("servers.none") }),
    t("servers.versions.script", { version: versionScript || t("servers.none") }),
  ].join(", ");
};

/** Each server type in a tint of its own. */
const SERVER_TYPE_TONES: Readonly<Record<ServerType, string>> = {
  RASPBERRY_PI: "magenta",
  DEDIK: "geekblue",
  PHONES: "default",
};

export const servers = defineResource({
  name: "servers",
  routes: { list: "/servers/list", open: true },
  meta: { group: "servers", roles: ADMINS },
  permissions: { view: "view:servers", edit: "edit:servers", delete: "delete:servers" },
  create: { label: "servers.actions.add", permission: "edit" },
  search: { titleField: "name" },
  api: resourceApi<Server, ServerInput>(
    endpoints.methods((m) => m.serversApi, "list", "one", "create", "update", "remove"),
  ),
  current: { live: true },
  delete: deleteKeys("servers.delete", (row) => ({ name: row.name })),
  // A phone keeps name and actions; below 1600 px RU and UA headers leave no room for the description.
  table: {
    noMatch: "servers.empty",
    columns: [
      { key: "name", strong: true, maxWidth: 220, phone: "title" },
      { key: "identifier", maxWidth: 200, empty: "servers.none", showFrom: "sm" },
      { key: "ip", maxWidth: 160, empty: "servers.none", showFrom: "md", phone: "fact" },
      {
        key: "type",
        cell: "tag",
        labels: "servers.types.",
        tones: SERVER_TYPE_TONES,
        showFrom: "sm",
        phone: "subtitle",
      },
      { key: "disks", cell: "custom", align: "right", showFrom: "md", text: disksText },
      { key: "machines", cell: "custom", align: "right", showFrom: "sm", text: machinesText, phone: "fact" },
      { key: "versions", cell: "custom", showFrom: "lg", text: versionsText, phone: "fact" },
      { key: "description", cell: "custom", showFrom: "xxl" },
    ],
    // The API sorts by these fields only.
    sortable: ["name", "identifier", "ip", "type", "description"],
    searchable: true,
    bulkActions: [{ key: "delete", label: "table.bulk_delete", permission: "delete", danger: true }],
    rowActions: [
      { key: "edit", icon: "edit", permission: "edit" },
      { key: "machines", icon: "machines" },
      { key: "delete", icon: "delete", permission: "delete" },
    ],
  },
  // The type starts the form over (SRV-6); serverForm.ts converts nested settings and disks and checks values.
  form: {
    fields: [
      {
        key: "type",
        kind: "custom",
        width: "half",
        required: "servers.validation.type_required",
        help: "servers.dialog.type_hint",
      },
      { key: "name", kind: "text", width: "half", required: "servers.validation.name_required" },
      {
        key: "identifier",
        kind: "custom",
        width: "half",
        when: { key: "type", is: "RASPBERRY_PI" },
        required: "servers.validation.identifier_required",
      },
      {
        key: "ip",
        kind: "text",
        width: "half",
        inputMode: "decimal",
        placeholder: "servers.dialog.ip_placeholder",
        check: (ip, values) => ipError(values.type as ServerType, ip as string),
      },
      { key: "description", kind: "textarea" },
      ...(["taskInQueue", "timeToBootloop", "timeBetweenStart"] as const).map((key, at): FieldSpec => ({
        key: `serverParams.${key}`,
        kind: "number",
        width: "quarter",
        label: `servers.dialog.params_fields.${PARAM_LABELS[key]}`,
        ...SERVER_NUMBER_LIMITS,
        ...(at === 0 && { heading: "servers.dialog.params" }),
      })),
      { key: "serverParams.reboot", kind: "switch", width: "quarter", label: "servers.dialog.params_fields.reboot" },
      ...(["versionBot", "versionScript"] as const).map((key): FieldSpec => ({
        key: `serverParams.${key}`,
        kind: "text",
        width: "half",
        label: `servers.dialog.params_fields.${PARAM_LABELS[key]}`,
      })),
      {
        key: "serverParams.updateLink",
        kind: "text",
        limit: "url",
        inputMode: "url",
        label: "servers.dialog.params_fields.update_link",
        placeholder: "servers.dialog.update_link_placeholder",
        check: (link, values) => updateLinkError(values.type as ServerType, link as string),
      },
      { key: "disks", kind: "custom", bare: true, heading: "servers.disks.title" },
    ],
    values: (record) => (record ? toFormValues(record as unknown as Server) : emptyServerValues("RASPBERRY_PI")),
    body: (values, record) => ({
      ...toServerInput(values as unknown as ServerFormValues, originOf(record as unknown as Server | undefined)),
    }),
    texts: {
      createTitle: "servers.dialog.title_add",
      editTitle: "servers.dialog.title_edit",
      created: "servers.toasts.created",
      updated: "servers.toasts.updated",
      failed: "servers.dialog.failed",
    },
    toastMs: TIMING.serverToastMs,
    width: 880,
    maskClosable: false,
  },
});

export const serverMachines: ListDeclaration & { idField: string } = {
  name: "machines",
  idField: "nameMachine",
  i18nSection: "servers.machines",
  table: {
    columns: [
      { key: "nameMachine", cell: "custom" },
      { key: "status", cell: "custom" },
      { key: "typeAndroid", cell: "label", labels: "servers.machines.types.", showFrom: "sm" },
      { key: "versionAndroid", cell: "number", showFrom: "sm" },
      { key: "account", empty: "servers.machines.no_account", showFrom: "md" },
    ],
    sortable: ["nameMachine", "status"],
  },
};

/** Pushing an update needs edit:servers. */
export const updateCenter = defineResource({
  name: "update-center",
  routes: { list: "/servers/update-center" },
  meta: { group: "servers", roles: ADMINS },
  permissions: { view: "view:servers", edit: "edit:servers" },
  i18nSection: "servers",
  table: {
    columns: [
      { key: "name", cell: "custom" },
      { key: "type", cell: "tag", labels: "servers.types.", tones: SERVER_TYPE_TONES, showFrom: "sm" },
      { key: "versions", cell: "custom", showFrom: "sm", text: versionsText },
      { key: "disks", cell: "custom", showFrom: "md", text: disksText },
      { key: "machines", cell: "custom", align: "right", showFrom: "sm", text: machinesText },
    ],
    sortable: ["name", "type"],
  },
});
