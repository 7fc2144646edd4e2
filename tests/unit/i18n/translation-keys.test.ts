import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, TRANSLATION_SECTIONS } from "@/config";
import { keysCalledIn, loadFlat, sectionsOf, sourceFiles } from "./translationKeys";

const SRC_DIR = path.resolve(process.cwd(), "src");
const englishSections = sectionsOf("en");
const english = loadFlat("en", englishSections).keys;
const otherLanguages = LANGUAGES.filter((lang) => lang !== "en");
const knownSections = new Set<string>([...TRANSLATION_SECTIONS, ...englishSections]);

const report = (title: string, lines: string[]): string => `${title} (${lines.length}):\n  ${lines.join("\n  ")}`;

describe("translation key coverage", () => {
  it("finds only literal keys of known sections in t, translate, i18n.t and tk calls", () => {
    const sample = [
      `t("auth.errors.login_is_require"); translate('table.no_data', "x"); i18n.t("nav.apps");`,
      `tk("sms-service.title"); t(\`auth.\${kind}\`); format("auth.not_a_call"); obj.t("nav.skip");`,
      `t("buttons.save"); t("nodot"); at("auth.wrong_helper");`,
    ].join("\n");
    expect(keysCalledIn(sample, knownSections)).toEqual([
      "auth.errors.login_is_require",
      "table.no_data",
      "nav.apps",
      "sms-service.title",
    ]);
  });

  it("English has the keys the rules name", () => {
    const named = [
      "table.warning",
      "table.all_items_warning",
      "table.no_data",
      "table.all",
      "profile.error_loading_user",
      "profile.error_loading_devices",
      "profile.error_updating_avatar",
      "profile.error_logging_out_device",
    ];
    expect(named.filter((key) => !english.has(key))).toEqual([]);
    expect(english.get("table.range")).toBe(":start-:end of :total");
  });

  it.each(otherLanguages)("%s has every key English has", (lang) => {
    const { keys, missingFiles } = loadFlat(lang, englishSections);
    const missing = [...english.keys()].filter((key) => !keys.has(key));
    expect(missingFiles, report(`${lang}: section files missing`, missingFiles)).toEqual([]);
    expect(missing, report(`${lang}: keys English has but ${lang} lacks`, missing)).toEqual([]);
  });

  it.each(otherLanguages)("%s has no empty translations", (lang) => {
    const { keys } = loadFlat(lang, englishSections);
    const empty = [...keys].filter(([, value]) => typeof value === "string" && value.trim() === "").map(([key]) => key);
    expect(empty, report(`${lang}: empty values`, empty)).toEqual([]);
  });

  it("every literal key used under src/ exists in English", () => {
    const unknown = new Set<string>();
    for (const file of sourceFiles(SRC_DIR)) {
      const used = keysCalledIn(readFileSync(file, "utf8"), knownSections);
      for (const key of used) {
        if (!english.has(key)) unknown.add(`${key}  (${path.relative(process.cwd(), file)})`);
      }
    }
    const lines = [...unknown];
    expect(lines, report("keys used in code but missing from English", lines)).toEqual([]);
  });
});
