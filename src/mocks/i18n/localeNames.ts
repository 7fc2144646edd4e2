import type { LocaleWire } from "@/api/types/locales";
import { hasSeedName } from "../db/locales";
import { intlTag, MOCK_LANGUAGES, type MockLanguage } from "./language";

const TEST_PREFIX: Record<MockLanguage, string> = { en: "Test", ua: "Тест", ru: "Тест", pl: "Test" };

const capitalise = (text: string, tag: string): string => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);

// A campaign list names every row's locale, and a page holds up to 80: each name is worked out
// once per console language and kept (a few dozen locales at most).
const names = new Map<string, string>();

const displayName = (locale: LocaleWire, language: MockLanguage): string => {
  const key = `${language} ${locale.type} ${locale.language} ${locale.country}`;
  const known = names.get(key);
  if (known !== undefined) return known;
  const tag = intlTag(language);
  const lang = new Intl.DisplayNames([tag], { type: "language" }).of(locale.language) ?? locale.language;
  const region = new Intl.DisplayNames([tag], { type: "region" }).of(locale.country.toUpperCase()) ?? locale.country;
  const name = `${capitalise(lang, tag)} (${region})`;
  const worded = locale.type === "TEST" ? `${TEST_PREFIX[language]}: ${name}` : name;
  names.set(key, worded);
  return worded;
};

/** Seed names are translated; a name an admin typed stays as typed. */
export const localisedLocale = <T extends LocaleWire>(locale: T, language: MockLanguage): T =>
  language === "en" || !hasSeedName(locale) ? locale : { ...locale, name: displayName(locale, language) };

export const localeNamesOf = (locale: LocaleWire): Record<MockLanguage, string> =>
  Object.fromEntries(MOCK_LANGUAGES.map((language) => [language, localisedLocale(locale, language).name])) as Record<
    MockLanguage,
    string
  >;
