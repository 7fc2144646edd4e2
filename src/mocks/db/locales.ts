import type { LocaleType, LocaleWire } from "@/api/types/locales";
import { table } from "./table";

export type LocaleRecord = LocaleWire;

type LocaleSeed = readonly [country: string, language: string, name: string, type: LocaleType];

/** Markets the platform promotes in, then a few TEST locales for proxy and SMS test runs. */
const LOCALE_SEED: readonly LocaleSeed[] = [
  ["us", "en", "English (United States)", "STANDARD"],
  ["gb", "en", "English (United Kingdom)", "STANDARD"],
  ["ca", "en", "English (Canada)", "STANDARD"],
  ["au", "en", "English (Australia)", "STANDARD"],
  ["de", "de", "German (Germany)", "STANDARD"],
  ["at", "de", "German (Austria)", "STANDARD"],
  ["fr", "fr", "French (France)", "STANDARD"],
  ["es", "es", "Spanish (Spain)", "STANDARD"],
  ["mx", "es", "Spanish (Mexico)", "STANDARD"],
  ["br", "pt", "Portuguese (Brazil)", "STANDARD"],
  ["it", "it", "Italian (Italy)", "STANDARD"],
  ["nl", "nl", "Dutch (Netherlands)", "STANDARD"],
  ["se", "sv", "Swedish (Sweden)", "STANDARD"],
  ["pl", "pl", "Polish (Poland)", "STANDARD"],
  ["ua", "uk", "Ukrainian (Ukraine)", "STANDARD"],
  ["tr", "tr", "Turkish (Turkey)", "STANDARD"],
  ["jp", "ja", "Japanese (Japan)", "STANDARD"],
  ["us", "en", "Test: English (United States)", "TEST"],
  ["de", "de", "Test: German (Germany)", "TEST"],
  ["pl", "pl", "Test: Polish (Poland)", "TEST"],
];

export const locales = table<LocaleRecord, "id">({
  name: "locales",
  version: 1,
  key: "id",
  seed: () =>
    LOCALE_SEED.map(([country, language, name, type], i) => ({
      id: i + 1,
      country,
      language,
      name,
      type,
      position: i + 1,
    })),
});

/** A locale's seeded id, read from the seed list so a changed table never changes other seeds. */
export const seededLocaleId = (country: string, language: string, type: LocaleType = "STANDARD"): number => {
  const index = LOCALE_SEED.findIndex(([c, l, , t]) => c === country && l === language && t === type);
  if (index < 0) throw new Error(`no seeded locale ${country}_${language} ${type}`);
  return index + 1;
};

export const hasSeedName = (locale: Pick<LocaleRecord, "country" | "language" | "type" | "name">): boolean =>
  LOCALE_SEED.some(
    ([c, l, name, t]) => c === locale.country && l === locale.language && t === locale.type && name === locale.name,
  );

export const orderedLocales = (): LocaleRecord[] =>
  [...locales.all()].sort((a, b) => a.position - b.position || a.id - b.id);
