import { botApi } from "@/api/endpoints/botApi";
import { defineLookup, resourceApi } from "@/registry/types";

export interface ApiKeyRecord {
  id: string;
  apiKey: string;
}

export const apiKeyLookup = defineLookup({
  name: "bot-api-key",
  api: resourceApi<ApiKeyRecord>({ one: async (id) => ({ id, apiKey: await botApi.apiKey() }) }),
});
