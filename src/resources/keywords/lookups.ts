import { keywordsApi } from "@/api/endpoints/keywords";
import type { KeywordHistoryWire } from "@/api/types/keywords";
import { defineLookup, resourceApi } from "../types";

export interface KeywordHistoryRecord extends KeywordHistoryWire {
  id: string;
}

/** The record's id is `<auid>|<locale id>|<from>|<to>`: one cached answer per app, locale and range. */
export const historyId = (auid: string, locale: number, from: string, to: string): string =>
  [auid, locale, from, to].join("|");

/** POST /keywords/history, read with useOne so the chart, its table and a reload share one answer. */
export const keywordHistoryData = defineLookup({
  name: "keyword-history-data",
  api: resourceApi<KeywordHistoryRecord>({
    one: async (id) => {
      const [auid = "", locale = "0", from = "", to = ""] = id.split("|");
      return { id, ...(await keywordsApi.history({ auid, localeId: Number(locale), from, to })) };
    },
  }),
});

export const keywordLookups = [keywordHistoryData];
