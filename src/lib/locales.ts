import type { Locale } from "antd/es/locale";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/config";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

const asLanguage = (lang: string): Language => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

// The product calls Ukrainian "ua" (a country code); dayjs, antd and the html lang attribute need "uk".
const STANDARD_CODE: Record<Language, string> = { en: "en", ua: "uk", ru: "ru", pl: "pl" };

export const dayjsLocaleCode = (lang: string): string => STANDARD_CODE[asLanguage(lang)];

/** Valid BCP 47 tag for `<html lang>`, so screen readers and axe accept it. */
export const htmlLangCode = (lang: string): string => STANDARD_CODE[asLanguage(lang)];

// antd locale packs are large, so each is its own chunk fetched only when that language is chosen.
const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import("antd/es/locale/en_US"),
  ua: () => import("antd/es/locale/uk_UA"),
  ru: () => import("antd/es/locale/ru_RU"),
  pl: () => import("antd/es/locale/pl_PL"),
};

export const loadAntdLocale = async (lang: string): Promise<Locale> => (await ANTD_LOCALES[asLanguage(lang)]()).default;
