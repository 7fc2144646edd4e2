import type { Campaign, CampaignDetail } from "@/api/types/campaigns";
import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { ADMINS, defineResource, resourceApi, type ResourceDeclaration } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/campaigns"));

/**
 * Spec §2 lets every active user into /campaign/add while §6 gives USER only view:campaigns. Read
 * so (docs/api.md): everyone creates and runs their own campaigns; edit:campaigns and
 * delete:campaigns govern other users' campaigns.
 */
const PERMISSIONS = { view: "view:campaigns", edit: "edit:campaigns", delete: "delete:campaigns" } as const;

const TABLE: NonNullable<ResourceDeclaration["table"]> = {
  columns: [],
  sortable: ["created", "start_date", "end_date", "status"],
  defaultSort: { key: "created", asc: false },
  searchable: true,
};

/** /campaign/list: the caller's own campaigns. Its `one` is the detail page's read. */
export const campaignList = defineResource({
  name: "campaign-list",
  i18nSection: "campaigns",
  routes: { list: "/campaign/list" },
  meta: { group: "campaigns" },
  permissions: PERMISSIONS,
  api: resourceApi<Campaign | CampaignDetail>({
    ...endpoints.methods((m) => m.campaignsApi, "one", "remove"),
    list: endpoints((m) => m.campaignsApi.mine),
  }),
  table: TABLE,
});

/** /campaign/users-list: every user's campaigns, for ADMIN and OWNER, with an owner filter. */
export const campaignUsersList = defineResource({
  name: "campaign-users-list",
  i18nSection: "campaigns",
  routes: { list: "/campaign/users-list" },
  meta: { group: "campaigns", roles: ADMINS },
  permissions: PERMISSIONS,
  api: resourceApi<Campaign>({
    ...endpoints.methods((m) => m.campaignsApi, "remove"),
    list: endpoints((m) => m.campaignsApi.all),
  }),
  table: TABLE,
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
