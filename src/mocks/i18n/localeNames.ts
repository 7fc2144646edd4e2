import type { LocaleWire } from "@/api/types/locales";
import { hasSeedName } from "../db/locales";
import { intlTag, MOCK_LANGUAGES, type MockLanguage } from "./language";

const TEST_PREFIX: Record<MockLanguage, string> = { en: "Test", ua: "Тест", ru: "Тест", pl: "Test" };

const capitalise = (text: string, tag: string): string => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);

// A list names every row's locale (80 campaigns a page): one pair of namers per language, not per name.
const namers = new Map<MockLanguage, { language: Intl.DisplayNames; region: Intl.DisplayNames }>();
const namersIn = (language: MockLanguage) => {
  let pair = namers.get(language);
  if (!pair) {
    const tag = intlTag(language);
    pair = {
      language: new Intl.DisplayNames([tag], { type: "language" }),
      region: new Intl.DisplayNames([tag], { type: "region" }),
    };
    namers.set(language, pair);
  }
  return pair;
};

/** "Ukrainian (Ukraine)" in a console language, as `Intl` names the language and the country. */
const displayName = (locale: LocaleWire, language: MockLanguage): string => {
  const tag = intlTag(language);
  const namer = namersIn(language);
  const lang = namer.language.of(locale.language) ?? locale.language;
  const region = namer.region.of(locale.country.toUpperCase()) ?? locale.country;
  const name = `${capitalise(lang, tag)} (${region})`;
  return locale.type === "TEST" ? `${TEST_PREFIX[language]}: ${name}` : name;
};

/**
 * A locale as a server speaking `language` would answer it. Only names the seed gave (its English
 * wording) are translated; a name an admin typed is theirs and stays as typed.
 */
export const localisedLocale = <T extends LocaleWire>(locale: T, language: MockLanguage): T =>
  language === "en" || !hasSeedName(locale) ? locale : { ...locale, name: displayName(locale, language) };

/** A locale's name in each console language, for texts worded when they are sent (notifications). */
export const localeNamesOf = (locale: LocaleWire): Record<MockLanguage, string> =>
  Object.fromEntries(MOCK_LANGUAGES.map((language) => [language, localisedLocale(locale, language).name])) as Record<
    MockLanguage,
    string
  >;
