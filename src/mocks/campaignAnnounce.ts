import { totalsOf, type CampaignProgressWire, type TaskWire } from "@/api/types/campaigns";
import { CAMPAIGNS_TOPIC, campaignTopic } from "@/providers/live/channels";
import { campaigns, campaignToday, type CampaignRecord } from "./db/campaigns";
import type { UserRecord } from "./db/users";
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

const ALL_CAMPAIGNS_ROLES = ["ADMIN", "OWNER"];

/** ADMIN and OWNER read every user's campaigns. */
export const seesAllCampaigns = (user: UserRecord): boolean =>
  user.roles.some((r) => ALL_CAMPAIGNS_ROLES.includes(r.toUpperCase()));

/** To the consoles that may read it; a list hearing of a campaign it lacks rereads, so others' new ones show. */
export const announce = (progress: CampaignProgressWire): void => {
  const owner = campaigns.get(progress.id)?.owner_uuid;
  const audience = (user: UserRecord): boolean => user.uuid === owner || seesAllCampaigns(user);
  broker.publish(campaignTopic(progress.id), progress, audience);
  broker.publish(CAMPAIGNS_TOPIC, progress, audience);
};
