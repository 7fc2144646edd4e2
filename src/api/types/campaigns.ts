/** Campaigns: tasks and machine tasks as the API describes them, the rest assumed in docs/api.md "Campaigns". */
import type { TaskStatus } from "./machines";

export const CAMPAIGN_STATUSES = ["ACTIVE", "PAUSED", "FINISHED", "STOPPED"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The task types a campaign plans per day; the task types info dialog describes each. */
export const TASK_TYPES = ["KEYWORD_INSTALL", "DIRECT_INSTALL", "FEEDBACK_INSTALL", "TEST_ACCOUNT_INSTALL"] as const;
export type CampaignTaskType = (typeof TASK_TYPES)[number];

export interface TaskParams {
  keyword?: string;
  /** FEEDBACK_INSTALL: one review text per install */
  feedback?: string[];
  /** TEST_ACCOUNT_INSTALL: the store accounts that install */
  accounts?: string[];
}

export interface TaskWire {
  id: number;
  type: CampaignTaskType;
  count: number;
  success_count: number;
  not_found_count: number;
  prev_install_count: number;
  other_params: TaskParams;
}

export interface CampaignDayWire {
  date: string;
  tasks: TaskWire[];
}

interface CampaignTotalsWire {
  planned: number;
  done: number;
  not_found: number;
  today_planned: number;
  today_done: number;
}

export interface CampaignWire extends CampaignTotalsWire {
  id: number;
  app: { auid: string; app_id: string; name: string; image_src: string | null };
  locale: { id: number; country: string; language: string; name: string };
  owner: { uuid: string; login: string; name: string };
  status: CampaignStatus;
  start_date: string;
  end_date: string;
  days: number;
  created: string;
}

export interface CampaignDetailWire extends CampaignWire {
  schedule: CampaignDayWire[];
}

/** A machine task plus the machine that ran it. */
export interface CampaignMachineTaskWire {
  id: number;
  status: TaskStatus;
  time_update: string;
  name_machine: string;
  app: { app_id: string; details: { name: string; image_src: string | null } };
  task: { type: CampaignTaskType; other_params: { keyword?: string } };
}

/** One live change of a campaign, on /topic/campaigns.{id} and /topic/campaigns (assumed). */
export interface CampaignProgressWire extends CampaignTotalsWire {
  id: number;
  status: CampaignStatus;
  task?: { id: number; date: string; success_count: number; not_found_count: number };
  /** set when the campaign was just added (docs/api.md "Live progress") */
  added?: true;
}

export interface CampaignInput {
  auid: string;
  locale: number;
  start_date: string;
  end_date: string;
  schedule: { date: string; tasks: { type: CampaignTaskType; count: number; other_params: TaskParams }[] }[];
}

export interface Campaign extends CampaignWire {
  id: number;
}
export type CampaignDetail = CampaignDetailWire;

export const progressOf = (t: Pick<CampaignTotalsWire, "planned" | "done">): number =>
  t.planned > 0 ? Math.min(1, t.done / t.planned) : 0;

export const totalsOf = (days: readonly CampaignDayWire[], today: string): CampaignTotalsWire => {
  const totals = { planned: 0, done: 0, not_found: 0, today_planned: 0, today_done: 0 };
  for (const day of days)
    for (const task of day.tasks) {
      totals.planned += task.count;
      totals.done += task.success_count;
      totals.not_found += task.not_found_count;
      if (day.date === today) {
        totals.today_planned += task.count;
        totals.today_done += task.success_count;
      }
    }
  return totals;
};

export const isoDay = (time: number | Date): string => new Date(time).toISOString().slice(0, 10);

export const daysBetween = (start: string, end: string): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
    out.push(isoDay(t));
  return out;
};
