/** The seed's "now", to the minute: seeded dates count back from it, and a reset within one run gets the same rows. */
export const SEED_NOW = Math.floor(Date.now() / 60_000) * 60_000;

export const DAY_MS = 86_400_000;

export const isoDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const SEED_TODAY = isoDayOf(SEED_NOW);
