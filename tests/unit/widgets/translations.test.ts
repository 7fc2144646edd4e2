import enDef from "../../../public/translations/en/def.json";
import uaDef from "../../../public/translations/ua/def.json";
import ruDef from "../../../public/translations/ru/def.json";
import plDef from "../../../public/translations/pl/def.json";

const [en, ua, ru, pl] = [enDef.widgets, uaDef.widgets, ruDef.widgets, plDef.widgets];

const flatten = (node: unknown, prefix = ""): Record<string, string> => {
  if (typeof node === "string") return { [prefix]: node };
  const entries = Object.entries(node as Record<string, unknown>);
  return Object.assign({}, ...entries.map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)));
};

const placeholders = (text: string): string[] => [...text.matchAll(/:[A-Za-z_]\w*/g)].map((m) => m[0]).sort();

const english = flatten(en);
// Texts that are only placeholders read the same in every language.
const languageNeutral = new Set(["chips.count", "text_file.megabytes"]);

describe.each([
  ["ua", ua],
  ["ru", ru],
  ["pl", pl],
])("def.widgets in %s", (_lang, bundle) => {
  const translated = flatten(bundle);

  it("has exactly the English keys", () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it("keeps every placeholder and translates every text", () => {
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(translated[key] ?? ""), key).toEqual(placeholders(text));
      if (!languageNeutral.has(key)) expect(translated[key], key).not.toBe(text);
    }
  });
});
