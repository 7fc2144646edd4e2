import {
  CAMPAIGN_STATUSES,
  progressOf,
  type Campaign,
  type CampaignDetail,
  type CampaignStatus,
} from "@/api/types/campaigns";
import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { NavIcon } from "@/registry/navIcon";
import {
  ADMINS,
  defineResource,
  resourceApi,
  type CellTextContext,
  type ColumnSpec,
  type ResourceDeclaration,
} from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/campaigns"));

/** Every user creates and runs their own campaigns (docs/api.md); edit and delete govern other users'. */
const PERMISSIONS = { view: "view:campaigns", edit: "edit:campaigns", delete: "delete:campaigns" } as const;

export const CAMPAIGN_STATUS_TONES = {
  ACTIVE: "green",
  PAUSED: "orange",
  FINISHED: "blue",
  STOPPED: "default",
} as const satisfies Record<CampaignStatus, string>;

type Row = Record<string, unknown>;
const campaignOf = (row: Row) => row as unknown as Campaign;

// The cells as the lists read them, for the export: the app with its number and store id, the days,
// the progress in figures and today's installs.
const appText = (row: Row) => {
  const { id, app } = campaignOf(row);
  return `${app.name} · #${id} · ${app.app_id}`;
};
const datesText = (row: Row, { t }: CellTextContext) => {
  const c = campaignOf(row);
  return `${c.start_date} – ${c.end_date} (${t("campaigns.days", { count: c.days })})`;
};
const progressText = (row: Row, { t }: CellTextContext) => {
  const { done, planned } = campaignOf(row);
  const percent = Math.round(progressOf({ done, planned }) * 100);
  return t("campaigns.progress_figures", { done, planned, percent });
};
const todayText = (row: Row) => {
  const c = campaignOf(row);
  return c.today_planned > 0 ? `${c.today_done} / ${c.today_planned}` : "";
};

/** The users' list puts the owner after the locale; today's installs leave it room below 1600 px (RU ran past 1400). */
const columns = (owner: readonly ColumnSpec[]): readonly ColumnSpec[] => [
  { key: "app", cell: "custom", phone: "title", text: appText },
  { key: "locale", cell: "custom", phone: "fact", text: (row) => campaignOf(row).locale.name },
  ...owner,
  { key: "status", cell: "tag", labels: "campaigns.status.", tones: CAMPAIGN_STATUS_TONES, phone: "subtitle" },
  { key: "start_date", cell: "custom", title: "campaigns.fields.dates", phone: "fact", text: datesText },
  { key: "progress", cell: "custom", phone: "fact", text: progressText },
  { key: "today", cell: "custom", text: todayText, ...(owner.length > 0 ? { showFrom: "xxl" as const } : {}) },
];

const ownerText = (row: Row) => {
  const { owner } = campaignOf(row);
  return owner.name || owner.login;
};

const TABLE: NonNullable<ResourceDeclaration["table"]> = {
  columns: columns([]),
  sortable: ["created", "start_date", "end_date", "status"],
  defaultSort: { key: "created", asc: false },
  searchable: true,
  filters: [{ name: "status", values: CAMPAIGN_STATUSES, labels: "campaigns.status.", width: 160 }],
  // Each shows only where the status allows it (the page's actionProps); its owner may run it.
  rowActions: [
    { key: "pause", icon: "pause", permission: "edit", tip: "campaigns.actions.pause.label" },
    { key: "resume", icon: "resume", permission: "edit", tip: "campaigns.actions.resume.label" },
    { key: "stop", icon: "stop", permission: "edit", danger: true, tip: "campaigns.actions.stop.label" },
    { key: "remove", icon: "delete", permission: "delete", tip: "campaigns.actions.remove.label" },
  ],
  // A campaign that cannot be paused is named with the server's words.
  bulkActions: [
    { key: "pause", label: "table.bulk_pause", permission: "edit", sets: { status: "PAUSED" } },
    { key: "resume", label: "table.bulk_resume", permission: "edit", sets: { status: "ACTIVE" } },
    { key: "stop", label: "table.bulk_stop", permission: "edit", danger: true, sets: { status: "STOPPED" } },
    { key: "delete", label: "table.bulk_delete", permission: "delete", danger: true },
  ],
  ownerField: "owner.uuid",
  nameField: "app.name",
  // Eight columns and the actions share a laptop screen: the users' list fits 1400 px in RU only so.
  dense: true,
};

/** A campaign's own page is its detail page, as its row's link is. */
const campaignPage = (row: Record<string, unknown>): string =>
  `${campaignDetail.routes.list}?${new URLSearchParams({ id: String(row.id as number) }).toString()}`;

/** The caller's own campaigns; its `one` is the detail page's read. */
export const campaignList = defineResource({
  name: "campaign-list",
  i18nSection: "campaigns",
  routes: { list: "/campaign/list", record: campaignPage },
  meta: { group: "campaigns", header: { title: "campaigns.mine.title" } },
  permissions: PERMISSIONS,
  search: { titleField: "app.name", path: campaignPage },
  api: resourceApi<Campaign | CampaignDetail>({
    ...endpoints.methods((m) => m.campaignsApi, "one", "remove"),
    list: endpoints((m) => m.campaignsApi.mine),
  }),
  table: TABLE,
});

export const campaignUsersList = defineResource({
  name: "campaign-users-list",
  i18nSection: "campaigns",
  routes: { list: "/campaign/users-list", record: campaignPage },
  meta: { group: "campaigns", roles: ADMINS, header: { title: "campaigns.all.title", icon: <NavIcon name="team" /> } },
  permissions: PERMISSIONS,
  api: resourceApi<Campaign>({
    ...endpoints.methods((m) => m.campaignsApi, "remove"),
    list: endpoints((m) => m.campaignsApi.all),
  }),
  table: { ...TABLE, columns: columns([{ key: "owner", cell: "custom", text: ownerText }]) },
});

export const campaignAdd = defineResource({
  name: "campaign-add",
  i18nSection: "campaigns",
  routes: { list: "/campaign/add" },
  meta: { group: "campaigns" },
  permissions: { view: PERMISSIONS.view },
});

export const campaignDetail = defineResource({
  name: "campaign-detail",
  i18nSection: "campaigns",
  routes: { list: "/campaign/detail" },
  meta: { group: "campaigns", hideInMenu: true },
  permissions: { view: PERMISSIONS.view },
});
