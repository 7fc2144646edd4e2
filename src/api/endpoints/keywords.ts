import { request } from "@/api/http";
import {
  toKeyword,
  type Keyword,
  type KeywordHistoryRequest,
  type KeywordHistoryWire,
  type KeywordsAdded,
  type KeywordSubmission,
  type KeywordWire,
} from "@/api/types/keywords";
import { pagedList } from "./calls";

export const keywordsApi = {
  /** GET /keywords/list: auid, locale_id, page, search, sort, size, favorite */
  list: pagedList("/keywords/list", toKeyword, { renames: { localeId: "locale_id" } }),
  /** POST /keywords/check?kuid=: the store is searched now; answers the keyword with its new position */
  check: async (kuid: string): Promise<Keyword> =>
    toKeyword(await request<KeywordWire>("POST", "/keywords/check", { params: { kuid } })),
  /** PUT /keywords/favorite?kuid=: toggles the star; answers the keyword */
  favorite: async (kuid: string): Promise<Keyword> =>
    toKeyword(await request<KeywordWire>("PUT", "/keywords/favorite", { params: { kuid } })),
  remove: async (kuid: string | number): Promise<void> => {
    await request<unknown>("DELETE", "/keywords/delete", { params: { kuid: String(kuid) } });
  },
  history: (q: KeywordHistoryRequest): Promise<KeywordHistoryWire> =>
    request<KeywordHistoryWire>("POST", "/keywords/history", {
      data: { auid: q.auid, locale_id: q.localeId, start_date: q.from, end_date: q.to },
    }),
  add: (submission: KeywordSubmission): Promise<KeywordsAdded> =>
    request<KeywordsAdded>("POST", "/keywords/add", {
      data: { auid: submission.auid, keywords: submission.keywords, locale: submission.localeId },
    }),
};
