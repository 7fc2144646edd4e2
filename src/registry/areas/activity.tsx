import { AUDIT_ACTIONS, AUDIT_PERIOD_DAYS, type AuditEntry } from "@/api/types/audit";
import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";
import { ChangesText, changesLine, Label, RecordLink, When } from "./activityCells";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/audit"));

/** In the filter's order (labels: activity.resources.*). */
export const AUDITED_RESOURCES = [
  "users",
  "accounts",
  "apps",
  "keywords",
  "campaign-list",
  "machines",
  "servers",
  "proxies",
  "proxy-configs",
  "sms-services",
  "sms-configs",
  "locales",
] as const;

const ACTION_TONES: Readonly<Record<string, string>> = {
  create: "green",
  update: "blue",
  delete: "red",
  ban: "red",
  approve: "green",
  decrypt: "gold",
};

/** A person as the Who column names them: the full name, else the login. */
const personName = (user: Record<string, unknown>): string =>
  [user.name, user.surname]
    .filter((part) => typeof part === "string" && part.trim())
    .join(" ")
    .trim() || String(user.login as string);

/** Who did what to which record, for ADMIN and OWNER; an assumed API (docs/api.md): a 404 hides the area. */
export const activity = defineResource({
  name: "activity",
  // No details route: the log has no read of one entry, so a link to one could not be opened.
  routes: { list: "/activity" },
  meta: { icon: <NavIcon name="audit" />, roles: ADMINS },
  // The log does not log itself.
  audit: [],
  api: resourceApi<AuditEntry>(endpoints.methods((m) => m.auditApi, "list")),
  table: {
    columns: [
      { key: "createdAt", cell: "date", width: 150, render: (row) => <When at={row.createdAt} /> },
      { key: "author", strong: true, maxWidth: 180 },
      {
        key: "action",
        cell: "tag",
        labels: "activity.actions.",
        tones: ACTION_TONES,
        render: (row) => <Label prefix="activity.actions." value={row.action} />,
      },
      {
        key: "resource",
        cell: "label",
        labels: "activity.resources.",
        render: (row) => <Label prefix="activity.resources." value={row.resource} />,
      },
      { key: "record", cell: "text", maxWidth: 200, render: (row) => <RecordLink row={row} /> },
      {
        key: "changesText",
        cell: "text",
        maxWidth: 360,
        showFrom: "lg",
        render: (row) => <ChangesText row={row} />,
        text: (row, { t }) => changesLine(row, t),
      },
    ],
    sortable: ["createdAt", "author", "action", "resource"],
    defaultSort: { key: "createdAt", asc: false },
    pageSize: 25,
    searchable: true,
    nameField: "record",
    filters: [
      { name: "resource", values: AUDITED_RESOURCES, labels: "activity.resources.", width: 200 },
      { name: "action", values: AUDIT_ACTIONS, labels: "activity.actions." },
      // Listed by the name the Who column shows; the login is what the API filters by.
      { name: "user", optionsFrom: { resource: "users", label: personName, value: "login" } },
      // A period back from now (kept relative in a saved view), or fixed days: both bound `from`.
      { name: "period", values: Object.keys(AUDIT_PERIOD_DAYS), labels: "activity.periods." },
      { name: "dates", kind: "dateRange" },
    ],
  },
  show: {
    fields: [
      "createdAt",
      "author",
      "authorLogin",
      "action",
      "resource",
      "record",
      "recordId",
      "changesText",
      "details",
    ],
    overlay: "drawer",
  },
});
