/** STANDARD for real markets, TEST for test runs. */
export const LOCALE_TYPES = ["STANDARD", "TEST"] as const;
export type LocaleType = (typeof LOCALE_TYPES)[number];

export interface LocaleWire {
  id: number;
  /** lower case, ISO 3166 alpha-2 ("us", "ua"); `language` ISO 639-1 ("en", "uk") */
  country: string;
  language: string;
  name: string;
  type: LocaleType;
  /** place in the admins' ordering (assumed; PATCH /locales/reorder changes it) */
  position: number;
}

export interface Locale extends LocaleWire {
  /** `country_language` ("us_en"): how app details and machine params name a locale */
  code: string;
}

export const localeCode = (country: string, language: string): string => `${country}_${language}`;

export const toLocale = (w: LocaleWire): Locale => ({
  id: w.id,
  country: w.country,
  language: w.language,
  name: w.name,
  type: w.type,
  position: w.position,
  code: localeCode(w.country, w.language),
});

/** The tables that refer to a locale, as the locales page counts them (GET /locales/list?with_counts=true, assumed). */
export const LOCALE_COUNT_KEYS = ["apps", "keywords", "accounts", "proxy_configs", "sms_countries"] as const;
export type LocaleCountKey = (typeof LOCALE_COUNT_KEYS)[number];
export type LocaleCountsWire = Record<LocaleCountKey, number>;

interface CountedLocaleWire extends LocaleWire {
  counts: LocaleCountsWire;
}

export interface LocaleCounts {
  apps: number;
  keywords: number;
  accounts: number;
  proxyConfigs: number;
  smsCountries: number;
}

export interface CountedLocale extends Locale {
  counts: LocaleCounts;
}

export const toCountedLocale = (w: CountedLocaleWire): CountedLocale => ({
  ...toLocale(w),
  counts: {
    apps: w.counts.apps,
    keywords: w.counts.keywords,
    accounts: w.counts.accounts,
    proxyConfigs: w.counts.proxy_configs,
    smsCountries: w.counts.sms_countries,
  },
});

export interface LocaleInput {
  type: LocaleType;
  language: string;
  country: string;
  name: string;
}

export const toLocaleBody = (input: LocaleInput): Omit<LocaleWire, "id" | "position"> => ({
  type: input.type,
  language: input.language.trim().toLowerCase(),
  country: input.country.trim().toLowerCase(),
  name: input.name.trim(),
});

const byName = (a: Locale, b: Locale): number => a.name.localeCompare(b.name);

/** Account import/export and add-app choices: STANDARD locales only. */
export const standardLocaleChoices = (list: readonly Locale[]): Locale[] =>
  list.filter((l) => l.type === "STANDARD").sort(byName);

/** Proxy config and SMS country choices: TEST locales too. */
export const allLocaleChoices = (list: readonly Locale[]): Locale[] => [...list].sort(byName);
