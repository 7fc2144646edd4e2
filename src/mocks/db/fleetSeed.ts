import { FIRST_NAMES, LAST_NAMES, slug } from "./people";
import type { Rng } from "./random";
import { DAY_MS, SEED_NOW } from "./seedClock";

/** Shared pieces of the fleet seeds; dates count back from the seed's "now". */
export { SEED_NOW };

export const daysAgo = (rng: Rng, maxDays: number, minDays = 0): string =>
  new Date(SEED_NOW - minDays * DAY_MS - Math.floor(rng.next() * (maxDays - minDays) * DAY_MS)).toISOString();

export const minutesAfter = (rng: Rng, from: string, maxMinutes: number, minMinutes = 0): string => {
  const start = Date.parse(from) + minMinutes * 60_000;
  return new Date(
    Math.min(SEED_NOW, start + Math.floor(rng.next() * (maxMinutes - minMinutes) * 60_000)),
  ).toISOString();
};

export const minutesAgo = (rng: Rng, maxMinutes: number): string =>
  new Date(SEED_NOW - Math.floor(rng.next() * maxMinutes * 60_000)).toISOString();

export const recentlyAfter = (rng: Rng, from: string, maxDays: number): string => {
  const start = Math.max(Date.parse(from), SEED_NOW - maxDays * DAY_MS);
  return new Date(start + Math.floor(rng.next() * (SEED_NOW - start))).toISOString();
};

export const laterThan = (rng: Rng, from: string): string => {
  const start = Date.parse(from);
  return new Date(start + Math.floor(rng.next() * (SEED_NOW - start))).toISOString();
};

export const pad = (n: number, width: number): string => String(n).padStart(width, "0");

const digits = (rng: Rng, count: number): string => {
  let out = "";
  for (let i = 0; i < count; i += 1) out += String(rng.int(0, 9));
  return out;
};

/** A 15-digit IMEI whose last digit is a valid Luhn check digit, as devices report them. */
export const imei = (rng: Rng): string => {
  const body = `35${digits(rng, 12)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body.charAt(body.length - 1 - i));
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
};

export const numericCode = (rng: Rng, length: number): string => digits(rng, length);

export const accountEmail = (rng: Rng, domain = "example.com"): string =>
  `${slug(rng.pick(FIRST_NAMES))}.${slug(rng.pick(LAST_NAMES))}.${rng.int(1970, 2004)}@${domain}`;

export const recoveryEmailOf = (account: string): string => `${account.split("@")[0] ?? account}@example.org`;

const ALPHANUMERIC = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
export const alphanumeric = (rng: Rng, length: number): string => {
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHANUMERIC.charAt(rng.int(0, ALPHANUMERIC.length - 1));
  return out;
};
