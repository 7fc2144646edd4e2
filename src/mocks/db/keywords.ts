import type { KeywordStatus, KeywordWire } from "@/api/types/keywords";
import { apps, appLocaleCodes, appsSeed } from "./apps";
import { locales, seededLocaleId } from "./locales";
import { createRng, hashString } from "./random";
import { table } from "./table";

export type KeywordRecord = KeywordWire;

const HEADS = [
  "budget",
  "fitness",
  "photo",
  "notes",
  "music",
  "map",
  "puzzle",
  "sleep",
  "language",
  "recipe",
  "scanner",
  "garden",
];
const TAILS = [
  "app",
  "tracker",
  "planner",
  "editor",
  "free",
  "offline",
  "pro",
  "for kids",
  "widget",
  "daily",
  "game",
  "helper",
];
/** Per app and locale: about 22, so the seed holds some 4,000 keywords. */
const PER_LOCALE = 22;
/** The seed's "now", as in the apps seed, so every load produces the same dates. */
export const KEYWORD_SEED_NOW = Date.UTC(2026, 10, 20, 9, 0, 0);

const localeIdOf = (code: string): number | null => {
  const [country = "", language = ""] = code.split("_");
  try {
    return seededLocaleId(country, language);
  } catch {
    return null;
  }
};

const seedKeywords = (): KeywordRecord[] => {
  const rng = createRng("keywords@1");
  const rows: KeywordRecord[] = [];
  for (const app of appsSeed()) {
    for (const code of appLocaleCodes(app)) {
      const locale = localeIdOf(code);
      if (locale === null) continue;
      const topic = HEADS[hashString(app.app_id) % HEADS.length] ?? "app";
      for (let k = 0; k < PER_LOCALE; k += 1) {
        const head = k === 0 ? topic : (HEADS[(hashString(app.app_id) + k * 5) % HEADS.length] ?? topic);
        const tail = TAILS[(k * 7 + code.length) % TAILS.length] ?? "app";
        const ranked = rng.chance(0.85);
        const position = ranked ? rng.int(1, 250) : null;
        rows.push({
          kuid: `kw-${String(rows.length + 1).padStart(5, "0")}`,
          auid: app.auid,
          keyword: `${head} ${tail}${k >= TAILS.length ? ` ${k}` : ""}`,
          favorite: rng.chance(0.12),
          status: (ranked ? "TRACKED" : "NOT_RANKED") as KeywordStatus,
          locale,
          position,
          position_diff: ranked ? rng.int(-15, 15) : null,
          time_check: new Date(KEYWORD_SEED_NOW - rng.int(0, 72) * 3_600_000).toISOString(),
        });
      }
    }
  }
  return rows;
};

export const keywords = table<KeywordRecord, "kuid">({ name: "keywords", version: 1, key: "kuid", seed: seedKeywords });

export const nextKuid = (): string =>
  `kw-${String(Math.max(0, ...keywords.all().map((k) => Number(k.kuid.slice(3)) || 0)) + 1).padStart(5, "0")}`;

/** An app's locale codes that the locale table knows, as ids (the keyword page's locale choices). */
export const appLocaleIds = (auid: string): number[] => {
  const app = apps.get(auid);
  if (!app) return [];
  return appLocaleCodes(app).flatMap((code) =>
    locales.filter((l) => `${l.country}_${l.language}` === code && l.type === "STANDARD").map((l) => l.id),
  );
};
