import { lazyPage, type LazyPage } from "@/components/lazyPage";

export type ViewName = "list" | "show" | "create" | "edit";
export type AreaViews = { list: LazyPage } & Partial<Record<Exclude<ViewName, "list">, LazyPage>>;

/** Each area's views by name; only routing imports views, so the registry stays a leaf. */
export const areaViews: Record<string, AreaViews> = {
  dashboard: { list: lazyPage(() => import("@/pages/dashboard/DashboardPage")) },
  accounts: { list: lazyPage(() => import("@/resources/accounts/AccountsPage")) },
  apps: { list: lazyPage(() => import("@/resources/apps/AppsPage")) },
  "bot-api": { list: lazyPage(() => import("@/pages/bot-api/BotApiPage")) },
  "campaign-list": { list: lazyPage(() => import("@/resources/campaigns/MyCampaignsPage")) },
  "campaign-users-list": { list: lazyPage(() => import("@/resources/campaigns/UsersCampaignsPage")) },
  "campaign-add": { list: lazyPage(() => import("@/pages/campaigns/add/AddCampaignPage")) },
  "campaign-detail": { list: lazyPage(() => import("@/pages/campaigns/detail/CampaignDetailPage")) },
  keywords: { list: lazyPage(() => import("@/resources/keywords/KeywordsPage")) },
  "keyword-history": { list: lazyPage(() => import("@/pages/keywords/KeywordHistoryPage")) },
  locales: { list: lazyPage(() => import("@/resources/locales/LocalesPage")) },
  machines: { list: lazyPage(() => import("@/resources/machines/MachinesList")) },
  proxies: { list: lazyPage(() => import("@/resources/proxies/ProxiesList")) },
  "proxy-configs": { list: lazyPage(() => import("@/resources/proxies/ProxyConfigsList")) },
  servers: { list: lazyPage(() => import("@/resources/servers/ServersList")) },
  "update-center": { list: lazyPage(() => import("@/pages/servers/UpdateCenterPage")) },
  "sms-services": { list: lazyPage(() => import("@/resources/sms/SmsServicesPage")) },
  "sms-configs": { list: lazyPage(() => import("@/resources/sms/SmsConfigsPage")) },
  statistic: { list: lazyPage(() => import("@/pages/statistic/StatisticPage")) },
  users: {
    list: lazyPage(() => import("@/resources/users/UsersPage")),
    create: lazyPage(() => import("@/resources/users/CreateUserPage")),
  },
};
