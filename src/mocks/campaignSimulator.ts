import type { TaskWire } from "@/api/types/campaigns";
import { campaigns, campaignToday, type CampaignRecord } from "./db/campaigns";
import { createRng, type Rng } from "./db/random";
import { locales } from "./db/locales";
import { toCampaignWire } from "./handlers/campaignWire";
import { localeNamesOf } from "./i18n/localeNames";
import { announce, progressOf } from "./campaignAnnounce";
import { notifyUser } from "./stomp";

const finish = (row: CampaignRecord): void => {
  const done = campaigns.update(row.id, { status: "FINISHED" }) ?? row;
  const wire = toCampaignWire(done, "en");
  const locale = locales.get(done.locale_id);
  notifyUser(done.owner_uuid, {
    key: "campaign_finished",
    params: {
      app: wire.app.name,
      // Worded when sent, in each owner's language, as the locales endpoint names it.
      locale: locale ? localeNamesOf(locale) : wire.locale.name,
      done: wire.done,
      planned: wire.planned,
    },
  });
  announce(progressOf(done));
};

/** One step of the fleet: most running campaigns finish one install; a finished campaign tells its owner. */
export const tickCampaigns = (rng: Rng = createRng(`campaign-tick:${Date.now()}`)): number => {
  const today = campaignToday();
  let changed = 0;
  for (const row of campaigns.filter((c) => c.status === "ACTIVE")) {
    if (row.end_date < today) {
      finish(row);
      changed += 1;
      continue;
    }
    const day = row.schedule.find((d) => d.date === today);
    const open = day?.tasks.filter((t) => t.success_count + t.not_found_count < t.count) ?? [];
    if (!day || open.length === 0) {
      if (day && row.end_date === today) {
        finish(row);
        changed += 1;
      }
      continue;
    }
    if (!rng.chance(0.6)) continue;
    const task = rng.pick(open);
    const found = rng.chance(0.88);
    const next: TaskWire = {
      ...task,
      success_count: task.success_count + (found ? 1 : 0),
      not_found_count: task.not_found_count + (found ? 0 : 1),
    };
    const schedule = row.schedule.map((d) =>
      d.date === today ? { ...d, tasks: d.tasks.map((t) => (t.id === task.id ? next : t)) } : d,
    );
    const updated = campaigns.update(row.id, { schedule }, { background: true }) ?? row;
    announce(progressOf(updated, next, today));
    changed += 1;
  }
  return changed;
};

let timer: ReturnType<typeof setInterval> | null = null;

export const startCampaignSimulator = (everyMs = 2_500): void => {
  if (timer) return;
  // Seeding the campaigns (with the apps, locales and keywords their plans read) took the main
  // thread while the first page loaded, whatever the page: the fleet works on them once something
  // has read them, and a campaign page reads them before it shows any.
  timer = setInterval(() => {
    if (campaigns.loaded()) tickCampaigns();
  }, everyMs);
};

export const stopCampaignSimulator = (): void => {
  if (timer) clearInterval(timer);
  timer = null;
};
