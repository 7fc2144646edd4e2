import { useEffect, useMemo, useState } from "react";
import { isoDay, totalsOf, type CampaignDetail, type CampaignStatus } from "@/api/types/campaigns";
import { campaignTopic, live as appLive, NOTIFICATIONS_KEY, type LiveManager } from "@/providers/live";
import { isProgress } from "@/resources/campaigns/useCampaignProgress";

type TaskCounts = Readonly<Record<number, { success_count: number; not_found_count: number }>>;
interface Heard {
  id?: number;
  status?: CampaignStatus;
  tasks: TaskCounts;
}

const merge = (campaign: CampaignDetail, heard: Heard): CampaignDetail => {
  const schedule = campaign.schedule.map((day) => ({
    ...day,
    tasks: day.tasks.map((task) => {
      const counts = heard.tasks[task.id];
      // Counts only grow: a read newer than the announcement wins.
      return counts && counts.success_count + counts.not_found_count > task.success_count + task.not_found_count
        ? { ...task, ...counts }
        : task;
    }),
  }));
  return { ...campaign, status: heard.status ?? campaign.status, schedule, ...totalsOf(schedule, isoDay(Date.now())) };
};

/** The campaign with its live task counts laid over the last read, so the page moves without reading it again. */
export const useLiveCampaign = (campaign: CampaignDetail | undefined, manager: LiveManager = appLive) => {
  const id = campaign?.id;
  const [heard, setHeard] = useState<Heard>({ tasks: {} });
  useEffect(() => {
    if (id === undefined) return undefined;
    return manager.subscribe(NOTIFICATIONS_KEY, campaignTopic(id), (body) => {
      if (!isProgress(body) || body.id !== id) return;
      setHeard((s) => {
        const tasks = s.id === id ? s.tasks : {};
        const task = body.task;
        return {
          id,
          status: body.status,
          tasks: task
            ? { ...tasks, [task.id]: { success_count: task.success_count, not_found_count: task.not_found_count } }
            : tasks,
        };
      });
    });
  }, [id, manager]);
  return useMemo(
    () => (campaign ? merge(campaign, heard.id === id ? heard : { tasks: {} }) : undefined),
    [campaign, heard, id],
  );
};
