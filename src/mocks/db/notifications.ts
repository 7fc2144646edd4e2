import type { AppNotification } from "@/api/types";
import { SEED_NOW } from "./fleetSeed";
import type { Rng } from "./random";
import { table } from "./table";
import { users } from "./users";

/** Anything but NEW counts as archived for the client; the mock uses READ after a dismiss. */
export type NotificationStatus = "NEW" | "READ" | "ARCHIVED";

export interface NotificationRecord {
  id: number;
  userUuid: string;
  status: NotificationStatus;
  /** ISO 8601. */
  time: string;
  title: string;
  body: string;
}

const TEMPLATES: readonly (readonly [string, string])[] = [
  ["Server updated", "Server app-07 finished updating to version 2.14.1"],
  ["Proxy config reloaded", "Proxy config 3 reloaded: 60 proxies"],
  ["Campaign finished", 'Campaign "Spring keywords" completed 1240 installs'],
  ["SMS balance low", "The SMS service balance is below 10 USD"],
  ["New feedback", "3 new reviews were added for Photo Editor Pro"],
  ["Machine offline", "Machine m-114 has not reported for 15 minutes"],
  ["Accounts imported", "250 test accounts were imported from accounts.csv"],
  ["Keyword positions", "Daily keyword positions are ready for 12 apps"],
];

const PER_USER = 6;
const NEW_PER_USER = 2;
const MINUTE_MS = 60_000;

const seedNotifications = (rng: Rng): NotificationRecord[] => {
  // The fleet's fixed "now", so every load seeds identical rows and the times fit the fleet's story.
  const now = SEED_NOW;
  const rows: NotificationRecord[] = [];
  for (const login of ["owner", "admin", "operator", "robot"]) {
    const owner = users.find((u) => u.login === login);
    if (!owner) continue;
    let ago = 0;
    for (const [index, [title, body]] of rng.shuffle(TEMPLATES).slice(0, PER_USER).entries()) {
      ago += rng.int(7, 300);
      rows.push({
        id: rows.length + 1,
        userUuid: owner.uuid,
        status: index < NEW_PER_USER ? "NEW" : rng.chance(0.5) ? "READ" : "ARCHIVED",
        time: new Date(now - ago * MINUTE_MS).toISOString(),
        title,
        body,
      });
    }
  }
  return rows;
};

export const notifications = table<NotificationRecord, "id">({
  name: "notifications",
  version: 1,
  key: "id",
  seed: seedNotifications,
});

/** A user's list as the notification queue carries it, newest first. */
export const notificationsOf = (userUuid: string): AppNotification[] =>
  notifications
    .filter((n) => n.userUuid === userUuid)
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)
    .map(({ id, status, time, title, body }) => ({ id, status, time, title, body }));

export const addNotification = (userUuid: string, title: string, body: string): NotificationRecord => {
  const id = notifications.all().reduce((max, n) => Math.max(max, n.id), 0) + 1;
  return notifications.insert({ id, userUuid, status: "NEW", time: new Date().toISOString(), title, body });
};
