/**
 * The seed's "now": when the mock started (the page loaded, the process began), to the minute.
 * Every seeded date counts back from it, so the mock lives in the present: the keyword history
 * reaches today, notifications and checks are hours or days old. Everything else about the seed
 * stays fixed, and one run keeps one "now", so a reset within it gets the very same rows.
 */
export const SEED_NOW = Math.floor(Date.now() / 60_000) * 60_000;

export const DAY_MS = 86_400_000;

export const isoDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const SEED_TODAY = isoDayOf(SEED_NOW);
