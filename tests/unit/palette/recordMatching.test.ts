import { describe, expect, it } from "vitest";
import { registry } from "@/registry";
import { recordMatches, recordPath, recordTitle } from "@/components/palette/paletteCommands";

const area = (name: string) => registry.find((a) => a.name === name)!;
const ukrainian = { id: 15, country: "ua", language: "uk", name: "Ukrainian (Ukraine)", code: "ua_uk" };
const german = { id: 5, country: "de", language: "de", name: "German (Germany)", code: "de_de" };

describe("the palette's record matching", () => {
  it("finds a locale by its language's own, English and reader's names", () => {
    const locales = area("locales");
    expect(recordMatches(locales, ukrainian, "ukr", "en")).toBe(true);
    expect(recordMatches(locales, ukrainian, "Українськ", "en")).toBe(true);
    expect(recordMatches(locales, german, "deutsch", "en")).toBe(true);
    expect(recordMatches(locales, german, "niemiec", "pl")).toBe(true);
    expect(recordMatches(locales, german, "niemiec", "en")).toBe(false);
    expect(recordMatches(locales, german, "Deutschland", "en")).toBe(true);
    expect(recordMatches(locales, german, "ukr", "en")).toBe(false);
  });

  it("titles an app by its name in its own locale, else its store id", () => {
    const apps = area("apps");
    const app = { auid: "a1", appId: "com.calm.sleep", locale: "us_en", details: { us_en: { name: "Calm Sleep" } } };
    expect(recordTitle(apps, app)).toBe("Calm Sleep");
    expect(recordTitle(apps, { ...app, details: {} })).toBe("com.calm.sleep");
    expect(recordPath(apps, app)).toBe("/apps?open=a1");
  });

  it("opens a campaign and a keyword on their own pages", () => {
    expect(recordPath(area("campaign-list"), { id: 4, app: { name: "Calm" } })).toBe("/campaign/detail?id=4");
    expect(recordPath(area("keywords"), { id: 1, auid: "a1", localeId: 2, keyword: "x" })).toBe(
      "/keywords/history?auid=a1&locale=2&kw=x",
    );
  });
});
