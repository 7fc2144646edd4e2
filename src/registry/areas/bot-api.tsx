import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { ApiDocItem } from "@/api/types/botApi";
import { NavIcon } from "@/registry/navIcon";
import { defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/botApi"));

/** /bot-api: the bot API's documentation and the caller's key, for ADMIN_BOT and OWNER. */
export const botApiDocs = defineResource({
  name: "bot-api",
  i18nSection: "faq-api",
  routes: { list: "/bot-api" },
  meta: { icon: <NavIcon name="api" />, roles: ["ADMIN_BOT", "OWNER"] },
  api: resourceApi<ApiDocItem>({ list: endpoints((m) => m.botApi.docs) }),
});
