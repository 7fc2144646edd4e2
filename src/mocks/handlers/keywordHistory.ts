import { keywords, KEYWORD_SEED_NOW, type KeywordRecord } from "../db/keywords";
import { createRng } from "../db/random";
import { guarded } from "../guarded";
import { invalid, jsonBody, ok } from "../wire";
import { numberOrNull, text } from "./fleetBody";

const DAY = 86_400_000;
/** History goes back this far from the seed's date (assumed, docs/api.md). */
export const HISTORY_DAYS = 180;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * One keyword's daily positions, computed from its id and the day rather than stored (the mock
 * db persists in the browser): a slow random walk, with days missing (no check ran) and days of
 * 0 (the store answered nothing), which the chart draws as 250 (spec §9).
 */
export const dailyPositions = (row: Pick<KeywordRecord, "kuid">, days: readonly string[]) => {
  const rng = createRng(`history:${row.kuid}`);
  let position = rng.int(5, 200);
  const byDay = new Map<string, number>();
  const first = Date.parse(`${days[0] ?? isoDay(KEYWORD_SEED_NOW)}T00:00:00Z`);
  // The walk starts at the oldest day the mock knows, so a range shows the same values whatever its start.
  for (let t = KEYWORD_SEED_NOW - HISTORY_DAYS * DAY; t <= KEYWORD_SEED_NOW; t += DAY) {
    position = Math.min(250, Math.max(1, position + rng.int(-6, 6)));
    const roll = rng.next();
    if (t < first - DAY) continue;
    if (roll < 0.07) continue;
    byDay.set(isoDay(t), roll < 0.1 ? 0 : position);
  }
  return days.flatMap((day) => {
    const value = byDay.get(day);
    return value === undefined ? [] : [{ time_check: `${day}T09:00:00Z`, value }];
  });
};

/** POST /keywords/history {auid, locale_id, start_date, end_date}: the app's keywords in the locale, day by day. */
export const keywordHistoryHandler = guarded("post", "/keywords/history", "view:keywords", async (info) => {
  const body = await jsonBody(info.request);
  const auid = text(body, "auid");
  const locale = numberOrNull(body, "locale_id");
  const start = Date.parse(`${text(body, "start_date")}T00:00:00Z`);
  const end = Date.parse(`${text(body, "end_date")}T00:00:00Z`);
  const errors: Record<string, string> = {};
  if (!auid) errors.auid = "App is required";
  if (locale === null) errors.locale_id = "Locale is required";
  if (Number.isNaN(start)) errors.start_date = "Start date is required (YYYY-MM-DD)";
  if (Number.isNaN(end)) errors.end_date = "End date is required (YYYY-MM-DD)";
  else if (!Number.isNaN(start) && end < start) errors.end_date = "End date is before the start date";
  if (Object.keys(errors).length > 0) return invalid(errors);
  const last = Math.min(end, KEYWORD_SEED_NOW);
  const categories: string[] = [];
  for (let t = start; t <= last; t += DAY) categories.push(isoDay(t));
  const rows = keywords.filter((k) => k.auid === auid && k.locale === locale);
  const series = Object.fromEntries(rows.map((row) => [row.keyword, dailyPositions(row, categories)]));
  return ok({ categories, series });
});
