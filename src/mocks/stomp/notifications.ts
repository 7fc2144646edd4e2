import type { Role } from "@/api/types";
import {
  NOTIFICATION_DELETE,
  NOTIFICATION_DISMISS,
  NOTIFICATION_QUEUE,
  NOTIFICATION_START,
} from "@/providers/live/channels";
import { users } from "../db";
import {
  addNotification,
  notifications,
  notificationsOf,
  type NotificationContent,
  type NotificationRecord,
} from "../db/notifications";
import { languageOfTag, type MockLanguage } from "../i18n/language";
import { broker, type SendContext } from "./broker";

/** Every change answers with the user's whole list, which replaces the client's view. */
// The language each user's console last asked in (the start message's `language`, docs/api.md).
const spoken = new Map<string, MockLanguage>();

const pushList = (userUuid: string): void => {
  broker.push(userUuid, NOTIFICATION_QUEUE, notificationsOf(userUuid, spoken.get(userUuid)));
};

const idOf = (body: unknown): number | null => {
  if (typeof body !== "object" || body === null || !("id" in body)) return null;
  const id = Number((body as { id: unknown }).id);
  return Number.isInteger(id) ? id : null;
};

const own = (ctx: SendContext): NotificationRecord | undefined => {
  const id = idOf(ctx.body);
  const row = id === null ? undefined : notifications.get(id);
  // Another user's id answers like an unknown one.
  return row?.userUuid === ctx.user.uuid ? row : undefined;
};

broker.route(NOTIFICATION_START, (ctx) => {
  const language =
    typeof ctx.body === "object" && ctx.body !== null ? (ctx.body as { language?: unknown }).language : null;
  if (typeof language === "string") spoken.set(ctx.user.uuid, languageOfTag(language));
  pushList(ctx.user.uuid);
});

broker.route(NOTIFICATION_DISMISS, (ctx) => {
  const row = own(ctx);
  if (row?.status === "NEW") notifications.update(row.id, { status: "READ" });
  pushList(ctx.user.uuid);
});

broker.route(NOTIFICATION_DELETE, (ctx) => {
  const row = own(ctx);
  // Only archived items can be deleted; a NEW one must be dismissed first.
  if (row && row.status !== "NEW") notifications.remove(row.id);
  pushList(ctx.user.uuid);
});

/** For other areas' handlers ("Server updated"): stores a NEW notification and pushes the list. */
export const notifyUser = (userUuid: string, content: NotificationContent): NotificationRecord => {
  const row = addNotification(userUuid, content);
  pushList(userUuid);
  return row;
};

export const notifyRoles = (roles: readonly Role[], content: NotificationContent): NotificationRecord[] =>
  users
    .filter((u) => u.status === "ACTIVE" && u.roles.some((r) => (roles as readonly string[]).includes(r.toUpperCase())))
    .map((u) => notifyUser(u.uuid, content));
