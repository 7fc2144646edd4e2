import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { COLON_PLACEHOLDERS, colonPlaceholders } from "@/providers/i18nPlaceholders";

const DIR = path.resolve(process.cwd(), "public/translations");

const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** Every section of a language, as the console loads them (each file under its section's name). */
export const bundleOf = (lang: string): Record<string, unknown> => {
  const { sections } = read(path.join(DIR, lang, "index.json")) as { sections: string[] };
  return Object.fromEntries(
    sections
      .map((section) => [section, path.join(DIR, lang, `${section}.json`)] as const)
      .filter(([, file]) => existsSync(file))
      .map(([section, file]) => [section, read(file)]),
  );
};

/** A translate function over the files on disk, with the console's placeholders; a missing key reads as itself. */
export const translatorOf = (lang: string) => {
  const instance = i18next.createInstance();
  void instance.use(colonPlaceholders).init({
    resources: { [lang]: { translation: bundleOf(lang) } },
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    returnEmptyString: false,
    returnNull: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    postProcess: [COLON_PLACEHOLDERS],
    showSupportNotice: false,
  });
  const t = (key: string, options?: Record<string, unknown>): string => instance.t(key, options ?? {});
  return { t, exists: (key: string) => instance.exists(key) };
};
