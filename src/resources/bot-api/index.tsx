import { botApi } from "@/api/endpoints/botApi";
import type { ApiDocItem } from "@/api/types/botApi";
import { NavIcon } from "@/components/layout/navIcon";
import { lazyPage } from "@/lib/lazyPage";
import { defineLookup, defineResource, resourceApi } from "../types";

/** /bot-api (spec §2): the bot API's documentation and the caller's key, for ADMIN_BOT and OWNER. */
export const botApiDocs = defineResource({
  name: "bot-api",
  i18nSection: "faq-api",
  routes: { list: "/bot-api" },
  meta: { icon: <NavIcon name="api" />, roles: ["ADMIN_BOT", "OWNER"] },
  api: resourceApi<ApiDocItem>({ list: botApi.docs }),
  views: { list: lazyPage(() => import("./BotApiPage")) },
});

export interface ApiKeyRecord {
  id: string;
  apiKey: string;
}

/** GET /users/api-key as a read of the caller's own record ("me"). */
export const apiKeyLookup = defineLookup({
  name: "bot-api-key",
  api: resourceApi<ApiKeyRecord>({ one: async (id) => ({ id, apiKey: await botApi.apiKey() }) }),
});
