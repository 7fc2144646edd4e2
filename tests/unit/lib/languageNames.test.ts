import { describe, expect, it } from "vitest";
import { foldName, languageNames, nameMatches, regionNames } from "@/lib/languageNames";

describe("language and country names", () => {
  it("name a language as its speakers, English and the reader write it", () => {
    expect(languageNames("uk", "pl")).toEqual(["українська", "Ukrainian", "ukraiński"]);
    expect(languageNames("de", "ru")).toEqual(["Deutsch", "German", "немецкий"]);
    // The reader's language adds nothing new when it is English.
    expect(languageNames("de", "en")).toEqual(["Deutsch", "German"]);
    expect(languageNames("", "en")).toEqual([]);
  });

  it("name a country in the locale's language, English and the reader's", () => {
    expect(regionNames("de", "de", "pl")).toEqual(["Deutschland", "Germany", "Niemcy"]);
    expect(regionNames("", "de", "pl")).toEqual([]);
  });

  it("match a part of any name, case and accents aside", () => {
    expect(nameMatches("ukr", languageNames("uk", "en"))).toBe(true);
    expect(nameMatches("Укр", languageNames("uk", "en"))).toBe(true);
    expect(nameMatches("niem", languageNames("de", "pl"))).toBe(true);
    expect(nameMatches("niem", languageNames("de", "en"))).toBe(false);
    expect(nameMatches("zurich", ["Zürich"])).toBe(true);
    expect(nameMatches("  ", ["anything"])).toBe(false);
    expect(foldName("ÉCOLE")).toBe("ecole");
  });
});
