import type { AppDetailsWire, AppStatus, AppWire } from "@/api/types/apps";
import { appIcon, TASK_APPS } from "./machineApps";
import { createRng } from "./random";
import { DAY_MS, SEED_NOW } from "./seedClock";
import { table } from "./table";

export type AppRecord = AppWire;

/** Word pools for the 52 apps after the ones machine tasks already work on. */
const FIRST = [
  "Sun",
  "Blue",
  "Swift",
  "Calm",
  "Bright",
  "Nova",
  "Echo",
  "Pixel",
  "Green",
  "Urban",
  "Zen",
  "Iron",
  "Happy",
];
const SECOND = [
  "Notes",
  "Fit",
  "Chef",
  "Maps",
  "Budget",
  "Tunes",
  "Sketch",
  "Sleep",
  "Words",
  "Garden",
  "Scan",
  "Quest",
];
const PUBLISHERS = ["Brightleaf Labs", "Runloop GmbH", "Pixel Pond", "Northwind Apps", "Tidy Software", "Lingua Ltd"];
const CATEGORIES = [
  "Finance",
  "Health & Fitness",
  "Productivity",
  "Puzzle",
  "Education",
  "Maps & Navigation",
  "Photography",
  "Music & Audio",
  "Lifestyle",
];
const CONTENT_RATINGS = ["Everyone", "Everyone 10+", "Teen", "Mature 17+"];
const APP_LOCALES = ["us_en", "gb_en", "de_de", "fr_fr", "pl_pl", "ua_uk", "br_pt", "es_es", "it_it", "jp_ja"] as const;
type AppLocale = (typeof APP_LOCALES)[number];
/** How many of each language's speakers a name is shown to: a suffix keeps names distinct per locale. */
const LOCAL_SUFFIX: Record<string, string> = {
  de: " – DE",
  fr: " – FR",
  pl: " – PL",
  uk: " – UA",
  pt: " – BR",
  es: " – ES",
  it: " – IT",
  ja: " – JP",
};

const DAY = DAY_MS;

/** How often apps are published in a market besides their home one: the big ones more. */
const MARKET_WEIGHTS: readonly (readonly [AppLocale, number])[] = APP_LOCALES.map((code) => [
  code,
  code === "us_en" ? 6 : code === "gb_en" || code === "de_de" ? 3 : code === "jp_ja" ? 1 : 2,
]);

const localeCodesOf = (appId: string, index: number): AppLocale[] => {
  const rng = createRng(`app-locales:${appId}`);
  const codes: AppLocale[] = [APP_LOCALES[index % APP_LOCALES.length] ?? "us_en"];
  const wanted = 1 + rng.int(1, 4);
  while (codes.length < wanted) {
    const code = rng.weighted(MARKET_WEIGHTS);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
};

export const appsSeed = (): AppRecord[] => {
  const names = [
    ...TASK_APPS.map((a) => ({ appId: a.app_id, name: a.name })),
    ...Array.from({ length: 52 }, (_, i) => {
      const name = `${FIRST[i % FIRST.length]} ${SECOND[(i * 7) % SECOND.length]}${i >= FIRST.length * 2 ? ` ${i}` : ""}`;
      return { appId: `com.${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.app`, name };
    }),
  ];
  return names.map(({ appId, name }, i) => {
    // Every 9th is PENDING, every 13th BANNED; the first eight stay ACTIVE (machine tasks use them).
    const status: AppStatus = i < 8 ? "ACTIVE" : i % 9 === 0 ? "PENDING" : i % 13 === 0 ? "BANNED" : "ACTIVE";
    const codes = localeCodesOf(appId, i);
    const image = appIcon({ app_id: appId, name });
    const details: Record<string, Partial<AppDetailsWire>> = {};
    codes.forEach((code, k) => {
      const language = code.split("_")[1];
      details[code] = {
        name: `${name}${k === 0 ? "" : (LOCAL_SUFFIX[language] ?? "")}`,
        image_src: image,
        publisher: PUBLISHERS[i % PUBLISHERS.length],
        category: CATEGORIES[i % CATEGORIES.length],
        // Every 11th app's store page lacks its content rating: the card says "unavailable".
        ...(i % 11 === 5 ? {} : { content_rating: CONTENT_RATINGS[i % CONTENT_RATINGS.length] }),
      };
    });
    // Every 15th app's default locale has no details (such a card renders nothing).
    const locale = i % 15 === 14 ? APP_LOCALES[(i + 1) % APP_LOCALES.length] : codes[0];
    if (i % 15 === 14) delete details[locale];
    const rated = status !== "PENDING";
    return {
      auid: `app-${String(i + 1).padStart(4, "0")}`,
      app_id: appId,
      details,
      rating: rated
        ? {
            rating: Math.round((3 + ((i * 37) % 20) / 10) * 10) / 10,
            reviews: String(((i * 7919) % 90_000) + 120),
            installs: `${[1, 5, 10, 50, 100, 500][i % 6]}K+`,
          }
        : null,
      locale,
      updated: new Date(SEED_NOW - ((i * 5) % 40) * DAY - i * 3_600_000).toISOString(),
      installed: rated ? new Date(SEED_NOW - (60 + i * 3) * DAY).toISOString() : null,
      status,
    };
  });
};

export const apps = table<AppRecord, "auid">({ name: "apps", version: 2, key: "auid", seed: appsSeed });

export const appLocaleCodes = (app: Pick<AppRecord, "details">): string[] => Object.keys(app.details);
