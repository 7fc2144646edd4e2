import type { BaseKey, LiveEvent, LiveProvider } from "@refinedev/core";
import type { LiveManager } from "./manager";

const REFINE_LIVE_KEY = "live";

/** refine channels become broker topics ("/topic/…"; prefix assumed, docs/api.md). */
export const channelDestination = (channel: string): string =>
  channel.startsWith("/") ? channel : `/topic/${channel}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isBaseKey = (value: unknown): value is BaseKey => typeof value === "string" || typeof value === "number";

const toPayload = (value: unknown): LiveEvent["payload"] => {
  if (!isRecord(value)) return { data: value };
  const { ids, ...rest } = value;
  return Array.isArray(ids) ? { ...rest, ids: ids.filter(isBaseKey) } : rest;
};

/** A body shaped like a refine event keeps its type; anything else is a wildcard event carrying the body. */
const toLiveEvent = (channel: string, body: unknown): LiveEvent => {
  if (isRecord(body) && typeof body.type === "string") {
    const date = typeof body.date === "string" ? new Date(body.date) : new Date();
    return {
      channel,
      type: body.type,
      payload: toPayload(body.payload),
      date: Number.isNaN(date.getTime()) ? new Date() : date,
    };
  }
  return { channel, type: "*", payload: { data: body }, date: new Date() };
};

const wanted = (types: readonly string[], type: string): boolean =>
  type === "*" || types.includes("*") || types.includes(type);

export const createRefineLiveProvider = (manager: LiveManager, key: string = REFINE_LIVE_KEY): LiveProvider => ({
  subscribe: ({ channel, types, callback }) =>
    manager.subscribe(key, channelDestination(channel), (body) => {
      const event = toLiveEvent(channel, body);
      if (wanted(types, event.type)) callback(event);
    }),
  unsubscribe: (subscription: unknown) => {
    if (typeof subscription === "function") subscription();
  },
  // No `publish`: refine would send each mutation's event to a server topic, and the server refuses
  // (and closes) a console that sends to its topics, since a forged event would show in every console.
});
