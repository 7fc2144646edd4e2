import type { KeywordWire } from "@/api/types/keywords";
import { appLocaleCodes, appsSeed } from "./apps";
import { seededLocaleId } from "./locales";
import { checkTimeOf, lastChecks } from "./positionWalk";
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
/** Keywords per app and locale: from 6 to 34, so locales and apps differ as real ones would. */
const perLocale = (auid: string, code: string): number => 6 + (hashString(`${auid}|${code}`) % 29);

const localeIdOf = (code: string): number | null => {
  const [country = "", language = ""] = code.split("_");
  try {
    return seededLocaleId(country, language);
  } catch {
    return null;
  }
};

/** Position, move and check time come from the keyword's walk; a last check of 0 (not in the top 250) is NOT_RANKED. */
const ranking = (kuid: string): Pick<KeywordRecord, "status" | "position" | "position_diff" | "time_check"> => {
  const { day, value, previous } = lastChecks(kuid);
  const ranked = value > 0;
  return {
    status: ranked ? "TRACKED" : "NOT_RANKED",
    position: ranked ? value : null,
    position_diff: ranked && previous ? previous - value : null,
    time_check: checkTimeOf(day),
  };
};

const seedKeywords = (): KeywordRecord[] => {
  const rng = createRng("keywords@2");
  const rows: KeywordRecord[] = [];
  for (const app of appsSeed()) {
    for (const code of appLocaleCodes(app)) {
      const locale = localeIdOf(code);
      if (locale === null) continue;
      const topic = HEADS[hashString(app.app_id) % HEADS.length] ?? "app";
      const count = perLocale(app.auid, code);
      for (let k = 0; k < count; k += 1) {
        const head = k === 0 ? topic : (HEADS[(hashString(app.app_id) + k * 5) % HEADS.length] ?? topic);
        const tail = TAILS[(k * 7 + code.length) % TAILS.length] ?? "app";
        const kuid = `kw-${String(rows.length + 1).padStart(5, "0")}`;
        rows.push({
          kuid,
          auid: app.auid,
          keyword: `${head} ${tail}${k >= TAILS.length ? ` ${k}` : ""}`,
          favorite: rng.chance(0.12),
          locale,
          ...ranking(kuid),
        });
      }
    }
  }
  return rows;
};

export const keywords = table<KeywordRecord, "kuid">({ name: "keywords", version: 2, key: "kuid", seed: seedKeywords });

export const nextKuid = (): string =>
  `kw-${String(Math.max(0, ...keywords.all().map((k) => Number(k.kuid.slice(3)) || 0)) + 1).padStart(5, "0")}`;
