import {
  daysBetween,
  isoDay,
  type CampaignStatus,
  type CampaignTaskType,
  type TaskParams,
  type TaskWire,
} from "@/api/types/campaigns";
import { localeCode } from "@/api/types/locales";
import { apps } from "./apps";
import { keywords } from "./keywords";
import { locales } from "./locales";
import type { Rng } from "./random";
import { SEED_NOW } from "./seedClock";
import { table } from "./table";
import { users } from "./users";

export interface CampaignDayRecord {
  date: string;
  tasks: TaskWire[];
}

export interface CampaignRecord {
  id: number;
  auid: string;
  locale_id: number;
  owner_uuid: string;
  status: CampaignStatus;
  start_date: string;
  end_date: string;
  created: string;
  schedule: CampaignDayRecord[];
}

export const SEEDED_CAMPAIGNS = 80;
const DAY_MS = 86_400_000;

/** Added some days before it starts, never after now, so a new campaign is the newest. */
const createdBefore = (start: number, days: number): string =>
  new Date(Math.min(start - days * DAY_MS, SEED_NOW - days * 3_600_000)).toISOString();

export const campaignToday = (): string => isoDay(Date.now());

const REVIEWS = [
  "Clean and fast, does exactly what I need.",
  "Five stars, the new update fixed everything.",
  "Simple to use and no annoying ads.",
  "Great app, I recommend it to my friends.",
  "Love the design and the dark mode.",
];

let nextTaskId = 1;
export const newTaskId = (): number => nextTaskId++;

/** A plan: the tasks every day of the campaign repeats, with keywords from the app's locale. */
const planFor = (
  rng: Rng,
  auid: string,
  localeId: number,
): { type: CampaignTaskType; count: number; other_params: TaskParams }[] => {
  const words = keywords
    .seeded()
    .filter((k) => k.auid === auid && k.locale === localeId)
    .map((k) => k.keyword);
  const plan: { type: CampaignTaskType; count: number; other_params: TaskParams }[] = [];
  for (const keyword of rng.shuffle(words).slice(0, rng.int(1, 3)))
    plan.push({ type: "KEYWORD_INSTALL", count: rng.int(2, 8) * 5, other_params: { keyword } });
  if (rng.chance(0.5)) plan.push({ type: "DIRECT_INSTALL", count: rng.int(1, 4) * 5, other_params: {} });
  if (rng.chance(0.35)) {
    const count = rng.int(2, 5);
    plan.push({
      type: "FEEDBACK_INSTALL",
      count,
      other_params: { feedback: Array.from({ length: count }, () => rng.pick(REVIEWS)) },
    });
  }
  if (rng.chance(0.25)) {
    const count = rng.int(1, 3);
    plan.push({
      type: "TEST_ACCOUNT_INSTALL",
      count,
      other_params: { accounts: Array.from({ length: count }, (_, i) => `test.account.${auid}.${i + 1}`) },
    });
  }
  return plan;
};

/** Results of a day: past days ran their course, today is partway, later days have not started. */
const dayResults = (rng: Rng, date: string, today: string, status: CampaignStatus, count: number) => {
  if (date > today || (date === today && status !== "ACTIVE")) return { success: 0, notFound: 0 };
  const share = date === today ? rng.next() * 0.6 : status === "STOPPED" ? rng.next() : 0.75 + rng.next() * 0.25;
  const tried = Math.round(count * share);
  const notFound = Math.round(tried * rng.next() * 0.15);
  return { success: tried - notFound, notFound };
};

const seedCampaigns = (rng: Rng): CampaignRecord[] => {
  nextTaskId = 1;
  const todayMs = Date.parse(`${campaignToday()}T00:00:00Z`);
  const today = campaignToday();
  const active = apps.seeded().filter((a) => a.status === "ACTIVE");
  const owners = users
    .seeded()
    .filter((u) => u.status === "ACTIVE" && u.roles.some((r) => r === "USER" || r === "ADMIN"));
  const standard = new Map(
    locales
      .seeded()
      .filter((l) => l.type === "STANDARD")
      .map((l) => [localeCode(l.country, l.language), l.id]),
  );
  const demo = ["operator", "admin"]
    .map((login) => users.seeded().find((u) => u.login === login))
    .filter((u) => u !== undefined);
  const rows: CampaignRecord[] = [];
  for (let id = 1; id <= SEEDED_CAMPAIGNS; id += 1) {
    const app = rng.pick(active);
    const codes = Object.keys(app.details).filter((c) => standard.has(c));
    const localeId = standard.get(rng.pick(codes.length > 0 ? codes : [app.locale])) ?? 1;
    // The demo users own a fair share, so their lists and dashboards have something to show.
    const owner = id % 4 === 0 && demo.length > 0 ? demo[(id / 4) % demo.length] : rng.pick(owners);
    const days = rng.int(7, 21);
    const startedAgo = rng.int(-10, 85);
    // The demo users' first campaigns (ids 4 and 8) started a few days ago and run: their dashboards
    // always have one in progress, whatever today's date does to the rest of the draw.
    const showcase = id === 4 || id === 8;
    const start = todayMs - (showcase ? 2 + (startedAgo % 4) : startedAgo) * DAY_MS;
    const end = start + (days - 1) * DAY_MS;
    const startDate = isoDay(start);
    const endDate = isoDay(end);
    let status: CampaignStatus;
    if (endDate < today) status = rng.chance(0.85) ? "FINISHED" : "STOPPED";
    else {
      status = rng.weighted<CampaignStatus>([
        ["ACTIVE", 7],
        ["PAUSED", 2],
        ["STOPPED", 1],
      ]);
      if (showcase) status = "ACTIVE";
    }
    const plan = planFor(rng, app.auid, localeId);
    const schedule = daysBetween(startDate, endDate).map((date) => ({
      date,
      tasks: plan.map((task) => {
        const { success, notFound } = dayResults(rng, date, today, status, task.count);
        return {
          id: newTaskId(),
          type: task.type,
          count: task.count,
          success_count: success,
          not_found_count: notFound,
          prev_install_count: date <= today ? rng.int(0, 40) : 0,
          other_params: task.other_params,
        };
      }),
    }));
    rows.push({
      id,
      auid: app.auid,
      locale_id: localeId,
      owner_uuid: owner?.uuid ?? "",
      status,
      start_date: startDate,
      end_date: endDate,
      created: createdBefore(start, rng.int(1, 5)),
      schedule,
    });
  }
  return rows;
};

export const campaigns = table<CampaignRecord, "id">({
  name: "campaigns",
  version: 3,
  key: "id",
  // Days and results are relative to today, and the seed numbers the tasks anew.
  seedReadsClock: true,
  seed: seedCampaigns,
});

export const syncTaskIds = (): void => {
  const highest = campaigns
    .all()
    .reduce((max, c) => Math.max(max, ...c.schedule.flatMap((d) => d.tasks.map((t) => t.id))), 0);
  nextTaskId = Math.max(nextTaskId, highest + 1);
};

export const nextCampaignId = (): number => campaigns.all().reduce((max, c) => Math.max(max, c.id), 0) + 1;
