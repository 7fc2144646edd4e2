import type { AppNotification } from "@/api/types";

/** The realtime contract shared with the mock broker (docs/api.md "Realtime"); the per-user prefix is assumed. */
export const NOTIFICATION_QUEUE = "/user/queue/notificationCenter";
export const NOTIFICATION_START = "/ws/notificationsStart";
/** The user's own status as the server changes it, `{ status }` (assumed): a ban reaches an open console at once. */
export const STATUS_QUEUE = "/user/queue/status";
/** Live campaign progress (assumed, docs/api.md "Campaigns"): one topic per campaign, one for the lists. */
export const CAMPAIGNS_TOPIC = "/topic/campaigns";
export const campaignTopic = (id: number): string => `/topic/campaigns.${id}`;
export const NOTIFICATION_DISMISS = "/ws/notificationDismiss";
export const NOTIFICATION_DELETE = "/ws/notificationDelete";

export const NOTIFICATIONS_KEY = "notifications";

export const isNewNotification = (n: AppNotification): boolean => n.status === "NEW";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const toNotification = (value: unknown): AppNotification | null => {
  if (!isRecord(value)) return null;
  const { id, status, time, title, body } = value;
  if (typeof id !== "number" && typeof id !== "string") return null;
  return {
    id,
    status: typeof status === "string" ? status : "",
    time: typeof time === "string" ? time : "",
    title: typeof title === "string" ? title : "",
    body: typeof body === "string" ? body : "",
  };
};

/** A MESSAGE body is untrusted JSON: keep the well-formed items, or null when it is no list at all. */
export const parseNotifications = (body: unknown): AppNotification[] | null => {
  if (!Array.isArray(body)) return null;
  return body.map(toNotification).filter((n): n is AppNotification => n !== null);
};
