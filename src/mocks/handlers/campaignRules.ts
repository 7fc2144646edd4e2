import { daysBetween, TASK_TYPES, type CampaignInput, type CampaignTaskType } from "@/api/types/campaigns";
import { TEXT_LIMITS } from "@/config";
import { apps } from "../db/apps";
import { locales } from "../db/locales";
import type { FieldErrors } from "../wire";
import type { Body } from "./fleetBody";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** At most a year (assumed; docs/api.md "Campaigns"), so a span is refused before it is laid out. */
const MAX_CAMPAIGN_DAYS = 366;
/** Installs per task and tasks per day at most (both assumed). */
const MAX_TASK_COUNT = 100_000;
const MAX_TASKS_PER_DAY = 50;
/** A campaign's texts: the app's id and a keyword as names, a review as free text, a test account as a login. */
const CAMPAIGN_TEXT_LIMITS = {
  auid: TEXT_LIMITS.name,
  keyword: TEXT_LIMITS.name,
  feedback: TEXT_LIMITS.text,
  account: TEXT_LIMITS.name,
} as const;
const tooLong = (max: number): string => `Must have at most ${max} characters`;
const DAY_MS = 86_400_000;

/** Inclusive, or NaN for a date that is not one (2026-02-30). */
const spanOf = (start: string, end: string): number => {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  const real = (t: number, text: string) => Number.isFinite(t) && new Date(t).toISOString().startsWith(text);
  return real(from, start) && real(to, end) ? (to - from) / DAY_MS + 1 : NaN;
};
const isType = (value: unknown): value is CampaignTaskType => (TASK_TYPES as readonly unknown[]).includes(value);
const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === "string") ? (value as string[]) : null;

/** POST /campaigns/add (docs/api.md "Campaigns"): ACTIVE app, STANDARD locale, a text or account per install. */
export const readCampaign = (body: Body): { value: CampaignInput } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const auid = typeof body.auid === "string" ? body.auid : "";
  const locale = typeof body.locale === "number" ? body.locale : NaN;
  const start = typeof body.start_date === "string" ? body.start_date : "";
  const end = typeof body.end_date === "string" ? body.end_date : "";
  const app = apps.get(auid);
  if (!auid) errors.auid = "App is required";
  else if (auid.length > CAMPAIGN_TEXT_LIMITS.auid) errors.auid = tooLong(CAMPAIGN_TEXT_LIMITS.auid);
  else if (!app) errors.auid = "Unknown app";
  else if (app.status !== "ACTIVE") errors.auid = "Only an ACTIVE app can be promoted";
  const row = locales.get(locale);
  if (!Number.isInteger(locale)) errors.locale = "Locale is required";
  else if (!row || row.type !== "STANDARD") errors.locale = "Unknown locale";
  if (!DATE.test(start)) errors.start_date = "start_date is required (YYYY-MM-DD)";
  if (!DATE.test(end)) errors.end_date = "end_date is required (YYYY-MM-DD)";
  else if (DATE.test(start) && end < start) errors.end_date = "end_date must not be before start_date";
  const span = errors.start_date || errors.end_date ? 0 : spanOf(start, end);
  if (Number.isNaN(span)) errors.start_date = "start_date and end_date must be dates of the calendar";
  else if (span > MAX_CAMPAIGN_DAYS) errors.end_date = `A campaign spans at most ${MAX_CAMPAIGN_DAYS} days`;

  const schedule = Array.isArray(body.schedule) ? (body.schedule as Body[]) : [];
  if (schedule.length > MAX_CAMPAIGN_DAYS) errors.schedule = `schedule holds at most ${MAX_CAMPAIGN_DAYS} days`;
  // Refused at once: the days and tasks of an oversized body are never walked.
  if (Object.keys(errors).length > 0) return { errors };
  if (!errors.start_date && !errors.end_date) {
    const dates = daysBetween(start, end);
    if (schedule.length !== dates.length || schedule.some((d, i) => d.date !== dates[i]))
      errors.schedule = "schedule must hold one day per date from start_date to end_date";
  }
  const out: CampaignInput["schedule"] = [];
  schedule.forEach((day, d) => {
    const tasks = Array.isArray(day.tasks) ? (day.tasks as Body[]) : [];
    if (tasks.length === 0) errors[`schedule.${d}.tasks`] = "A day needs at least one task";
    else if (tasks.length > MAX_TASKS_PER_DAY)
      errors[`schedule.${d}.tasks`] = `A day holds at most ${MAX_TASKS_PER_DAY} tasks`;
    out.push({
      date: String(day.date),
      tasks: tasks.map((task, t) => {
        const where = `schedule.${d}.tasks.${t}`;
        const count = typeof task.count === "number" ? task.count : NaN;
        const params = (
          typeof task.other_params === "object" && task.other_params !== null ? task.other_params : {}
        ) as Body;
        if (!isType(task.type)) errors[`${where}.type`] = `type must be one of ${TASK_TYPES.join(", ")}`;
        if (!Number.isInteger(count) || count < 1) errors[`${where}.count`] = "count must be at least 1";
        else if (count > MAX_TASK_COUNT) errors[`${where}.count`] = `count must be at most ${MAX_TASK_COUNT}`;
        if (task.type === "KEYWORD_INSTALL" && (typeof params.keyword !== "string" || !params.keyword.trim()))
          errors[`${where}.keyword`] = "A keyword install needs its keyword";
        else if (typeof params.keyword === "string" && params.keyword.trim().length > CAMPAIGN_TEXT_LIMITS.keyword)
          errors[`${where}.keyword`] = tooLong(CAMPAIGN_TEXT_LIMITS.keyword);
        const feedback = texts(params.feedback);
        if (task.type === "FEEDBACK_INSTALL" && (feedback?.length ?? 0) !== count)
          errors[`${where}.feedback`] = "feedback_count_mismatch";
        if (feedback?.some((f) => f.length > CAMPAIGN_TEXT_LIMITS.feedback))
          errors[`${where}.feedback`] = `A review ${tooLong(CAMPAIGN_TEXT_LIMITS.feedback).toLowerCase()}`;
        const accounts = texts(params.accounts);
        if (task.type === "TEST_ACCOUNT_INSTALL" && (accounts?.length ?? 0) !== count)
          errors[`${where}.accounts`] = "accounts_count_mismatch";
        if (accounts?.some((a) => a.length > CAMPAIGN_TEXT_LIMITS.account))
          errors[`${where}.accounts`] = `A test account ${tooLong(CAMPAIGN_TEXT_LIMITS.account).toLowerCase()}`;
        return {
          type: isType(task.type) ? task.type : "DIRECT_INSTALL",
          count,
          other_params: {
            ...(typeof params.keyword === "string" ? { keyword: params.keyword.trim() } : {}),
            ...(feedback ? { feedback } : {}),
            ...(accounts ? { accounts } : {}),
          },
        };
      }),
    });
  });
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { auid, locale, start_date: start, end_date: end, schedule: out } };
};
