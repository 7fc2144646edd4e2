import type { AppNotification } from "@/api/types";
import type { MockLanguage } from "../i18n/language";
import { wordNotice, type Notice } from "../i18n/notices";
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
  time: string;
  /** English wording, and what a notification says when it has no notice (texts a test sent) */
  title: string;
  body: string;
  notice?: Notice;
}

export type NotificationContent = Notice | { title: string; body: string };

const TEMPLATES: readonly Notice[] = [
  { key: "server_updated_version", params: { server: "app-07", version: "2.14.1" } },
  { key: "proxy_config_reloaded", params: { config: 3, count: 60 } },
  { key: "campaign_completed", params: { campaign: "Spring keywords", count: 1240 } },
  { key: "sms_balance_low", params: { amount: 10 } },
  { key: "new_feedback", params: { count: 3, app: "Photo Editor Pro" } },
  { key: "machine_offline", params: { machine: "m-114", minutes: 15 } },
  { key: "accounts_imported", params: { count: 250, file: "accounts.csv" } },
  { key: "keyword_positions", params: { count: 12 } },
];

const PER_USER = 6;
const NEW_PER_USER = 2;
const MINUTE_MS = 60_000;

const seedNotifications = (rng: Rng): NotificationRecord[] => {
  // The fleet's fixed "now", so every load seeds identical rows and the times fit the fleet's story.
  const now = SEED_NOW;
  const rows: NotificationRecord[] = [];
  for (const login of ["owner", "admin", "operator", "robot"]) {
    const owner = users.seeded().find((u) => u.login === login);
    if (!owner) continue;
    let ago = 0;
    for (const [index, notice] of rng.shuffle(TEMPLATES).slice(0, PER_USER).entries()) {
      ago += rng.int(7, 300);
      rows.push({
        id: rows.length + 1,
        userUuid: owner.uuid,
        status: index < NEW_PER_USER ? "NEW" : rng.chance(0.5) ? "READ" : "ARCHIVED",
        time: new Date(now - ago * MINUTE_MS).toISOString(),
        ...wordNotice(notice, "en"),
        notice,
      });
    }
  }
  return rows;
};

export const notifications = table<NotificationRecord, "id">({
  name: "notifications",
  version: 2,
  key: "id",
  seed: seedNotifications,
});

export const notificationsOf = (userUuid: string, language: MockLanguage = "en"): AppNotification[] =>
  notifications
    .filter((n) => n.userUuid === userUuid)
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)
    .map(({ id, status, time, title, body, notice }) => ({
      id,
      status,
      time,
      ...(notice ? wordNotice(notice, language) : { title, body }),
    }));

export const addNotification = (userUuid: string, content: NotificationContent): NotificationRecord => {
  const id = notifications.all().reduce((max, n) => Math.max(max, n.id), 0) + 1;
  const worded = "key" in content ? { ...wordNotice(content, "en"), notice: content } : content;
  return notifications.insert({ id, userUuid, status: "NEW", time: new Date().toISOString(), ...worded });
};
