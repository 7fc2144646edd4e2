import { NO_MACHINE } from "@/api/types/fleet";
import { localeCode } from "@/api/types/locales";
import { encryptSecret } from "./accountSecrets";
import { daysAgo, laterThan, numericCode, SEED_NOW } from "./fleetSeed";
import { locales } from "./locales";
import { TASK_APPS } from "./machineApps";
import { machines } from "./machines";
import { FIRST_NAMES, LAST_NAMES, slug } from "./people";
import { createRng, type Rng } from "./random";
import { table } from "./table";

/** NONE available, TEMP not found; the rest are the reasons an account is unavailable. */
export const ACCOUNT_STATUSES = ["NONE", "IN_USE", "EXPORTED", "TEMP", "BANNED", "DISABLED", "LOCKED"] as const;

export const SEEDED_ACCOUNTS = 20_000;

/** Derived from the login for a seeded account (see `secretsOf`). */
export interface AccountSecrets {
  recovery_password: string;
  recovery_password_imap: string;
  recovery_codes: string[];
  phone: string | null;
}

export interface AccountRecord {
  login: string;
  password: string;
  recovery_email: string | null;
  account_status: string;
  /** "NULL" when on no machine */
  name_machine: string;
  locale_id: number;
  created: string;
  updated: string;
  installed_apps: { app_id: string; installed: string }[];
  secrets?: AccountSecrets;
}

const PASSWORD_CHARS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%*+-=?";
const clearPassword = (rng: Rng, length = 12): string => {
  let out = "";
  for (let i = 0; i < length; i += 1) out += PASSWORD_CHARS.charAt(rng.int(0, PASSWORD_CHARS.length - 1));
  return out;
};

/** The same every time, so seeded rows keep only what the list shows. */
export const secretsOf = (row: AccountRecord): AccountSecrets => {
  if (row.secrets) return row.secrets;
  const rng = createRng(`account-secrets:${row.login}`);
  return {
    recovery_password: encryptSecret(clearPassword(rng, 14)),
    recovery_password_imap: encryptSecret(clearPassword(rng, 16)),
    recovery_codes: Array.from({ length: 4 }, () => numericCode(rng, 8)),
    phone: rng.chance(0.7) ? `+${rng.int(1, 48)}${numericCode(rng, 9)}` : null,
  };
};

const localePlan = () => {
  const standard = locales.seeded().filter((l) => l.type === "STANDARD");
  const byCode = new Map(standard.map((l) => [localeCode(l.country, l.language), l.id]));
  const weights = standard.map((l, i) => [l.id, i === 0 ? 8 : i < 5 ? 3 : 1] as const);
  return { byCode, weights };
};

const installedApps = (rng: Rng, created: string): AccountRecord["installed_apps"] =>
  Array.from({ length: rng.int(0, 3) }, () => rng.pick(TASK_APPS).app_id)
    .filter((id, i, all) => all.indexOf(id) === i)
    .map((app_id) => ({ app_id, installed: laterThan(rng, created) }));

const seedAccounts = (rng: Rng): AccountRecord[] => {
  const plan = localePlan();
  const fallbackLocale = plan.weights[0]?.[0] ?? 1;
  const rows: AccountRecord[] = [];
  const taken = new Set<string>();
  const claim = (login: string): boolean => !taken.has(login) && Boolean(taken.add(login));
  // The machine's account and locale, so both sides link up.
  for (const machine of machines.seeded()) {
    const email = machine.account;
    if (!email) continue;
    const login = email.split("@")[0] ?? email;
    if (!claim(login)) continue;
    const created = daysAgo(rng, 540, 30);
    rows.push({
      login,
      password: encryptSecret(clearPassword(rng)),
      recovery_email: machine.recovery_login,
      account_status: "IN_USE",
      name_machine: machine.name_machine,
      locale_id: plan.byCode.get(machine.params.locale) ?? fallbackLocale,
      created,
      updated: laterThan(rng, created),
      installed_apps: installedApps(rng, created),
    });
  }
  // 7919 is prime to 100000, so i * 7919 mod 100000 never repeats: unique, unordered suffixes.
  for (let i = 0; rows.length < SEEDED_ACCOUNTS; i += 1) {
    const login = `${slug(rng.pick(FIRST_NAMES))}.${slug(rng.pick(LAST_NAMES))}${String((i * 7919) % 100_000).padStart(5, "0")}`;
    if (!claim(login)) continue;
    const created = daysAgo(rng, 720, 1);
    rows.push({
      login,
      password: encryptSecret(clearPassword(rng)),
      recovery_email: rng.chance(0.85) ? `${login}.rec@example.org` : null,
      account_status: rng.weighted<string>([
        ["NONE", 55],
        ["EXPORTED", 12],
        ["BANNED", 14],
        ["DISABLED", 7],
        ["TEMP", 6],
        ["LOCKED", 6],
      ]),
      name_machine: NO_MACHINE,
      locale_id: rng.weighted(plan.weights),
      created,
      updated: laterThan(rng, created),
      installed_apps: rng.chance(0.3) ? installedApps(rng, created) : [],
    });
  }
  return rows;
};

export const accounts = table<AccountRecord, "login">({
  name: "accounts",
  version: 2,
  key: "login",
  seed: seedAccounts,
});

export const findAccount = (login: string): AccountRecord | undefined => {
  const wanted = login.trim().toLowerCase();
  return accounts.get(wanted) ?? accounts.find((a) => a.login.toLowerCase() === wanted);
};

/** Never before the seed's moment, so a change always sorts as the newest. */
export const accountNow = (): string => new Date(Math.max(Date.now(), SEED_NOW)).toISOString();
