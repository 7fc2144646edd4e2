import { request } from "@/api/http";
import type { Paged } from "@/api/types";
import { toApiDocItem, type ApiDocItem, type ApiDocItemWire } from "@/api/types/botApi";

export const botApi = {
  /** GET /bot-api/docs (assumed): every documented bot call */
  docs: async (): Promise<Paged<ApiDocItem>> => {
    const items = (await request<ApiDocItemWire[]>("GET", "/bot-api/docs")).map(toApiDocItem);
    return { list: items, totalCount: items.length };
  },
  /** GET /users/api-key (assumed): the caller's own key, `{ api_key }` */
  apiKey: async (): Promise<string> => (await request<{ api_key: string }>("GET", "/users/api-key")).api_key,
};
