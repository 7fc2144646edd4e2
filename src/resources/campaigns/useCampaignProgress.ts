import { useInvalidate } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import type { CampaignProgressWire } from "@/api/types/campaigns";
import { CAMPAIGNS_TOPIC, live, NOTIFICATIONS_KEY } from "@/providers/live";

export const isProgress = (body: unknown): body is CampaignProgressWire =>
  typeof body === "object" && body !== null && typeof (body as { id?: unknown }).id === "number";

/** Live counts per campaign from the lists' topic, laid over rows read earlier; shares the bell's socket. */
export const useCampaignProgress = () => {
  const [state, setState] = useState<{
    latest: ReadonlyMap<number, CampaignProgressWire>;
    last: CampaignProgressWire | null;
  }>(() => ({ latest: new Map(), last: null }));
  useEffect(() => {
    return live.subscribe(NOTIFICATIONS_KEY, CAMPAIGNS_TOPIC, (body) => {
      if (isProgress(body)) setState((s) => ({ latest: new Map(s.latest).set(body.id, body), last: body }));
    });
  }, []);
  return state;
};

/** A list told of a campaign it does not hold reads itself again, once per campaign. */
export const useReadAgainOnAdded = (
  last: CampaignProgressWire | null,
  held: readonly { id: number }[],
  resource: string,
): void => {
  const invalidate = useInvalidate();
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (!last?.added || asked.current.has(last.id) || held.some((c) => c.id === last.id)) return;
    asked.current.add(last.id);
    void invalidate({ resource, invalidates: ["list"] });
  }, [last, held, resource, invalidate]);
};
