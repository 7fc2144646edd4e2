import { localeCode, type LocaleCountKey, type LocaleCountsWire } from "@/api/types/locales";
import { accounts } from "./accounts";
import { apps } from "./apps";
import { keywords } from "./keywords";
import type { LocaleRecord } from "./locales";
import { proxyConfigs } from "./proxies";
import { smsCountries } from "./sms";

type Tally = (locales: readonly LocaleRecord[]) => ReadonlyMap<number, number>;

type LocaleIdKey<T> = { [K in keyof T]-?: T[K] extends number | null | undefined ? K : never }[keyof T];

const countIds = (ids: Iterable<number>): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/** A tally per table array (unchanged until the table changes), so 20,000 accounts are not counted per request. */
const byLocaleId = <T>(table: { all(): readonly T[] }, field: LocaleIdKey<T>): Tally => {
  const tallies = new WeakMap<readonly T[], ReadonlyMap<number, number>>();
  return () => {
    const current = table.all();
    let counts = tallies.get(current);
    if (!counts) {
      counts = countIds(current.flatMap((row) => (row[field] as number | null | undefined) ?? []));
      tallies.set(current, counts);
    }
    return counts;
  };
};

/** An app uses a locale it has details in; apps are added in STANDARD locales, so the code names the STANDARD one. */
const appsByDetails: Tally = (locales) => {
  const standard = new Map(
    locales.filter((l) => l.type === "STANDARD").map((l) => [localeCode(l.country, l.language), l.id]),
  );
  return countIds(apps.all().flatMap((app) => Object.keys(app.details).flatMap((code) => standard.get(code) ?? [])));
};

/** One tally per table that refers to a locale; the Record type makes a missing one a compile error. */
const LOCALE_USAGE: Readonly<Record<LocaleCountKey, Tally>> = {
  apps: appsByDetails,
  keywords: byLocaleId(keywords, "locale"),
  accounts: byLocaleId(accounts, "locale_id"),
  proxy_configs: byLocaleId(proxyConfigs, "locale"),
  sms_countries: byLocaleId(smsCountries, "locale"),
};

export const localeCounts = (
  locales: readonly LocaleRecord[],
  all: readonly LocaleRecord[] = locales,
): Map<number, LocaleCountsWire> => {
  const tallies = Object.entries(LOCALE_USAGE).map(([key, tally]) => [key, tally(all)] as const);
  return new Map(
    locales.map((l) => [
      l.id,
      Object.fromEntries(tallies.map(([key, counts]) => [key, counts.get(l.id) ?? 0])) as LocaleCountsWire,
    ]),
  );
};
