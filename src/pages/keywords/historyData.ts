/** A missing or non-positive position means not found: the chart gaps and marks it at this depth. */
export const HISTORY_FALLBACK = 250;

import type { KeywordHistoryWire } from "@/api/types/keywords";

export interface HistoryPoint {
  date: string;
  keyword: string;
  position: number | null;
}

interface HistoryTable {
  dates: string[];
  keywords: string[];
  points: HistoryPoint[];
}

/** The answer lacks its categories or series: "Failed to fetch keyword history". */
export class MissingHistoryError extends Error {
  constructor() {
    super("Failed to fetch keyword history");
  }
}

/** Rows keyed by date with one value per keyword, flattened; a day without a positive value has no point. */
export const toHistory = (wire: KeywordHistoryWire, chosen: readonly string[]): HistoryTable => {
  if (!wire.categories || !wire.series) throw new MissingHistoryError();
  const dates = wire.categories;
  const keywords = chosen.filter((k) => wire.series?.[k] !== undefined);
  const points = keywords.flatMap((keyword) => {
    const byDay = new Map((wire.series?.[keyword] ?? []).map((p) => [p.time_check.slice(0, 10), p.value]));
    return dates.map((date) => {
      const value = byDay.get(date);
      return { date, keyword, position: value && value > 0 ? value : null };
    });
  });
  return { dates, keywords, points };
};
