import { createRng } from "./random";
import { DAY_MS, isoDayOf, SEED_NOW, SEED_TODAY } from "./seedClock";

/** History goes back this far from the seed's today (assumed, docs/api.md). */
const HISTORY_DAYS = 180;
const CHECK_HOUR = 9;

/** When a day's check ran: at 09:00 UTC, or today just before the seed's now when that is earlier. */
export const checkTimeOf = (day: string): string => {
  const planned = Date.parse(`${day}T${String(CHECK_HOUR).padStart(2, "0")}:00:00Z`);
  const ran = day === SEED_TODAY ? Math.min(planned, SEED_NOW - 60_000) : planned;
  return new Date(ran).toISOString().replace(/\.\d{3}Z$/, "Z");
};

const DAYS: readonly string[] = Array.from({ length: HISTORY_DAYS + 1 }, (_, i) =>
  isoDayOf(SEED_NOW - (HISTORY_DAYS - i) * DAY_MS),
);

/** Daily positions from the keyword id alone (not stored): a random walk with gaps and days of 0 (drawn as 250). */
const walk = (kuid: string, visit: (day: string, value: number) => void): void => {
  const rng = createRng(`history:${kuid}`);
  let position = rng.int(5, 200);
  for (const [i, day] of DAYS.entries()) {
    // Mostly a few places a day; now and then a store update moves it by dozens.
    const jump = rng.chance(0.03) ? rng.int(10, 60) * (rng.chance(0.5) ? 1 : -1) : 0;
    position = Math.min(250, Math.max(1, position + rng.int(-4, 4) + jump));
    const roll = rng.next();
    // The last day always has its check: the list shows today's position.
    if (roll < 0.07 && i < HISTORY_DAYS) continue;
    visit(day, roll < 0.1 ? 0 : position);
  }
};

export const positionWalk = (kuid: string): ReadonlyMap<string, number> => {
  const byDay = new Map<string, number>();
  walk(kuid, (day, value) => byDay.set(day, value));
  return byDay;
};

export const lastChecks = (kuid: string): { day: string; value: number; previous: number | null } => {
  const checks = { day: SEED_TODAY, value: 0, previous: null as number | null, seen: 0 };
  walk(kuid, (day, value) => {
    checks.previous = checks.seen > 0 ? checks.value : null;
    checks.day = day;
    checks.value = value;
    checks.seen += 1;
  });
  return { day: checks.day, value: checks.value, previous: checks.previous };
};
