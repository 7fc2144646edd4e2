import { totalsOf, type CampaignProgressWire, type TaskWire } from "@/api/types/campaigns";
import { CAMPAIGNS_TOPIC, campaignTopic } from "@/providers/live/channels";
import { campaignToday, type CampaignRecord } from "./db/campaigns";
import { broker } from "./stomp";

/** A campaign's counts as the lists show them, with the task that just moved when there is one. */
export const progressOf = (row: CampaignRecord, task?: TaskWire, date?: string): CampaignProgressWire => ({
  id: row.id,
  status: row.status,
  ...totalsOf(row.schedule, campaignToday()),
  ...(task && date
    ? { task: { id: task.id, date, success_count: task.success_count, not_found_count: task.not_found_count } }
    : {}),
});

/**
 * Tells every open console that a campaign changed: its own page and the lists. A list that hears
 * of a campaign it does not hold reads itself again, so one added in another browser shows up.
 */
export const announce = (progress: CampaignProgressWire): void => {
  broker.publish(campaignTopic(progress.id), progress);
  broker.publish(CAMPAIGNS_TOPIC, progress);
};
