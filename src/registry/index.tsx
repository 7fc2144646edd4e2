import { NavIcon } from "@/registry/navIcon";
import { defineResource, type ResourceDeclaration } from "./types";
import { apps } from "@/registry/areas/apps";
import { keywordHistory, keywords } from "@/registry/areas/keywords";
import { machines } from "@/registry/areas/machines";
import { servers } from "@/registry/areas/servers";
import { updateCenter } from "@/registry/areas/servers";
import { proxies } from "@/registry/areas/proxies";
import { proxyConfigs } from "@/registry/areas/proxies";
import { smsServices } from "@/registry/areas/sms";
import { smsConfigs } from "@/registry/areas/sms";
import { locales } from "@/registry/areas/locales";
import { accounts } from "@/registry/areas/accounts";
import { users } from "@/registry/areas/users";
import { statistic } from "@/registry/areas/statistic";
import { campaignAdd, campaignDetail, campaignList, campaignUsersList } from "@/registry/areas/campaigns";
import { botApiDocs } from "@/registry/areas/bot-api";
import { activity } from "@/registry/areas/activity";

export const GROUPS = [
  { name: "campaigns", icon: <NavIcon name="rocket" /> },
  { name: "servers", icon: <NavIcon name="cloud-server" /> },
  { name: "proxy", icon: <NavIcon name="global" /> },
  { name: "sms", icon: <NavIcon name="message" /> },
] as const;

/** The only list of areas and pages, in sidebar order. */
export const registry: ResourceDeclaration[] = [
  defineResource({
    name: "dashboard",
    routes: { list: "/" },
    meta: { icon: <NavIcon name="dashboard" /> },
  }),
  statistic,
  apps,
  keywords,
  keywordHistory,
  campaignList,
  campaignUsersList,
  campaignAdd,
  campaignDetail,
  machines,
  servers,
  updateCenter,
  proxies,
  proxyConfigs,
  smsServices,
  smsConfigs,
  accounts,
  botApiDocs,
  locales,
  users,
  activity,
];

export const findResource = (name: string | undefined): ResourceDeclaration | undefined =>
  registry.find((r) => r.name === name);
