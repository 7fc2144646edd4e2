import { FIRST_NAMES, LAST_NAMES, slug } from "./people";
import type { Rng } from "./random";

/**
 * Shared pieces of the fleet seeds (servers, machines, proxies, SMS). Seed dates count back
 * from a fixed moment, not from now, so every load of the seed is identical.
 */
export const SEED_NOW = Date.UTC(2025, 5, 2, 9, 30);
const DAY_MS = 86_400_000;

/** An ISO time between `minDays` and `maxDays` days before the seed moment. */
export const daysAgo = (rng: Rng, maxDays: number, minDays = 0): string =>
  new Date(SEED_NOW - minDays * DAY_MS - Math.floor(rng.next() * (maxDays - minDays) * DAY_MS)).toISOString();

/** An ISO time after `from`, but not after the seed moment. */
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

/** A store account e-mail; the domains are reserved example domains on purpose. */
export const accountEmail = (rng: Rng, domain = "example.com"): string =>
  `${slug(rng.pick(FIRST_NAMES))}.${slug(rng.pick(LAST_NAMES))}.${rng.int(1970, 2004)}@${domain}`;

const ALPHANUMERIC = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
export const alphanumeric = (rng: Rng, length: number): string => {
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHANUMERIC.charAt(rng.int(0, ALPHANUMERIC.length - 1));
  return out;
};
