import { keywordsApi } from "@/api/endpoints/keywords";
import type { KeywordHistoryWire } from "@/api/types/keywords";
import { joinParts, partsLookup } from "./partsLookup";

export interface KeywordHistoryRecord extends KeywordHistoryWire {
  id: string;
}

/** The record's id is `<auid>|<locale id>|<from>|<to>`: one cached answer per app, locale and range. */
export const historyId = (auid: string, locale: number, from: string, to: string): string =>
  joinParts(auid, locale, from, to);

/** POST /keywords/history, read with useOne so the chart, its table and a reload share one answer. */
export const keywordHistoryData = partsLookup("keyword-history-data", ([auid = "", locale = "0", from = "", to = ""]) =>
  keywordsApi.history({ auid, localeId: Number(locale), from, to }),
);

export const keywordLookups = [keywordHistoryData];
