import { useEffect, useState } from "react";
import type { CampaignProgressWire } from "@/api/types/campaigns";
import { CAMPAIGNS_TOPIC, campaignTopic, live, NOTIFICATIONS_KEY, type LiveManager } from "@/providers/live";

export const isProgress = (body: unknown): body is CampaignProgressWire =>
  typeof body === "object" && body !== null && typeof (body as { id?: unknown }).id === "number";

/**
 * Live campaign progress (issue 12): the latest counts per campaign as the server announces them,
 * to lay over rows read earlier, so bars move without a reload or a refetch. `id` listens to one
 * campaign's topic (the detail page); without it, to the lists' topic. Shares the bell's socket.
 */
export const useCampaignProgress = (
  id?: number,
  manager: LiveManager = live,
): { latest: ReadonlyMap<number, CampaignProgressWire>; last: CampaignProgressWire | null } => {
  const [state, setState] = useState<{ latest: Map<number, CampaignProgressWire>; last: CampaignProgressWire | null }>(
    () => ({ latest: new Map(), last: null }),
  );
  useEffect(() => {
    const destination = id === undefined ? CAMPAIGNS_TOPIC : campaignTopic(id);
    return manager.subscribe(NOTIFICATIONS_KEY, destination, (body) => {
      if (!isProgress(body)) return;
      setState((s) => ({ latest: new Map(s.latest).set(body.id, body), last: body }));
    });
  }, [id, manager]);
  return state;
};
