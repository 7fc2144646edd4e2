import { keywordHistory } from "@/registry/areas/keywords";
import dayjs from "dayjs";

/** The range presets of the position history, in days. */
export const RANGE_PRESETS = [7, 30, 90] as const;
const DEFAULT_RANGE_DAYS = 30;

interface HistoryScope {
  auid: string;
  locale: number;
  /** chosen keywords; none means the first few of the answer */
  keywords: readonly string[];
  from?: string;
  to?: string;
}

const day = (d: dayjs.Dayjs): string => d.format("YYYY-MM-DD");

export const presetRange = (days: number, today = dayjs()): { from: string; to: string } => ({
  from: day(today.subtract(days - 1, "day")),
  to: day(today),
});

export const historyPath = ({ auid, locale, keywords, from, to }: HistoryScope): string => {
  const params = new URLSearchParams({ auid, locale: String(locale) });
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  for (const k of keywords) params.append("kw", k);
  return `${keywordHistory.routes.list}?${params.toString()}`;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const readHistoryScope = (
  params: URLSearchParams,
  today = dayjs(),
): HistoryScope & { from: string; to: string } => {
  const fallback = presetRange(DEFAULT_RANGE_DAYS, today);
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const valid = DATE.test(from) && DATE.test(to) && from <= to;
  return {
    auid: params.get("auid") ?? "",
    locale: Number(params.get("locale")) || 0,
    keywords: params.getAll("kw"),
    from: valid ? from : fallback.from,
    to: valid ? to : fallback.to,
  };
};
