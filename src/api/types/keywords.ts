export type KeywordStatus = "TRACKED" | "CHECKING" | "NOT_RANKED";

export const KEYWORDS_PER_SUBMISSION = 500;
/** Characters removed from a keyword (besides the chips input's own). */
const KEYWORD_FORBIDDEN = /[&^$#@/]/g;

export interface KeywordWire {
  kuid: string;
  auid: string;
  keyword: string;
  favorite: boolean;
  status: KeywordStatus;
  locale: number;
  /** 1 is the top; null when not in the first 250 results */
  position: number | null;
  /** positions gained since the previous check (positive = moved up) */
  position_diff: number | null;
  time_check: string | null;
}

export interface Keyword {
  id: string;
  auid: string;
  keyword: string;
  favorite: boolean;
  status: KeywordStatus;
  localeId: number;
  position: number | null;
  positionDiff: number | null;
  checkedAt: string | null;
}

export const toKeyword = (w: KeywordWire): Keyword => ({
  id: w.kuid,
  auid: w.auid,
  keyword: w.keyword,
  favorite: w.favorite,
  status: w.status,
  localeId: w.locale,
  position: w.position,
  positionDiff: w.position_diff,
  checkedAt: w.time_check,
});

export interface KeywordSubmission {
  auid: string;
  localeId: number;
  keywords: string[];
}

/** What POST /keywords/add answers (assumed): how many were new and which were already tracked. */
export interface KeywordsAdded {
  added: number;
  skipped: string[];
}

/** A keyword as the API takes it: & ^ $ # @ / removed, spaces collapsed. */
export const cleanKeyword = (text: string): string => text.replace(KEYWORD_FORBIDDEN, "").replace(/\s+/g, " ").trim();

export interface KeywordHistoryWire {
  categories?: string[] | null;
  series?: Record<string, { time_check: string; value: number | null }[]> | null;
}

export interface KeywordHistoryRequest {
  auid: string;
  localeId: number;
  /** YYYY-MM-DD, both inclusive */
  from: string;
  to: string;
}
