import { createRng } from "../db";
import type { Notice } from "../i18n/notices";
import { broker } from "./broker";
import { notifyUser } from "./notifications";

/** Demo pushes every 45–90 s while a socket is open, in a seeded sequence; never in vitest. */
const MIN_GAP_MS = 45_000;
const MAX_GAP_MS = 90_000;

type Template = (n: number) => Notice;
const TEMPLATES: readonly Template[] = [
  (n) => ({ key: "proxy_config_reloaded", params: { config: n, count: 40 + ((n * 20) % 80) } }),
  (n) => ({ key: "server_update_done", params: { server: `app-${String(n).padStart(2, "0")}` } }),
  (n) => ({ key: "campaign_progress", params: { campaign: n, percent: (n * 17) % 100 } }),
  (n) => ({ key: "machine_back", params: { machine: `m-${100 + n}` } }),
];

const rng = createRng("demo-notifications@1");
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let enabled = import.meta.env?.MODE !== "test" && typeof window !== "undefined";
let count = 0;

const next = (): Notice => {
  count += 1;
  return rng.pick(TEMPLATES)(count + 2);
};

const schedule = (userUuid: string): void => {
  if (!enabled || timers.has(userUuid)) return;
  const timer = setTimeout(
    () => {
      timers.delete(userUuid);
      if (!enabled || !broker.isOnline(userUuid)) return;
      notifyUser(userUuid, next());
      schedule(userUuid);
    },
    rng.int(MIN_GAP_MS, MAX_GAP_MS),
  );
  timers.set(userUuid, timer);
};

broker.onSession(schedule);

export const setDemoPushes = (on: boolean): void => {
  enabled = on;
  if (on) return;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
};
