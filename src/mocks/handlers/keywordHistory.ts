import { keywords, type KeywordRecord } from "../db/keywords";
import { checkTimeOf, positionWalk } from "../db/positionWalk";
import { SEED_TODAY } from "../db/seedClock";
import { guarded } from "../guarded";
import { invalid, jsonBody, ok } from "../wire";
import { numberOrNull, text } from "./fleetBody";

const DAY = 86_400_000;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A keyword's walk with the row's own latest check in place of the walk's; a keyword never checked has no history. */
const dailyPositions = (row: Pick<KeywordRecord, "kuid" | "position" | "time_check">, days: readonly string[]) => {
  if (row.time_check === null) return [];
  const walk = positionWalk(row.kuid);
  const checkedOn = row.time_check.slice(0, 10);
  return days.flatMap((day) => {
    if (day === checkedOn) return [{ time_check: row.time_check ?? checkTimeOf(day), value: row.position ?? 0 }];
    const value = walk.get(day);
    return value === undefined ? [] : [{ time_check: checkTimeOf(day), value }];
  });
};

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
  // Days after the last check have no figures yet; a keyword checked today extends to today.
  const last = Math.min(end, Math.max(Date.parse(`${SEED_TODAY}T00:00:00Z`), Date.parse(isoDay(Date.now()))));
  const categories: string[] = [];
  for (let t = start; t <= last; t += DAY) categories.push(isoDay(t));
  const rows = keywords.filter((k) => k.auid === auid && k.locale === locale);
  const series = Object.fromEntries(rows.map((row) => [row.keyword, dailyPositions(row, categories)]));
  return ok({ categories, series });
});
