import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { TRANSLATION_SECTIONS } from "@/config";
import { TRANSLATIONS_DIR } from "./translationFetchStub";

type FlatTranslations = Map<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const flatten = (value: unknown, prefix: string, into: FlatTranslations = new Map()): FlatTranslations => {
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
};

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

export const sectionsOf = (lang: string): string[] => {
  const index = path.join(TRANSLATIONS_DIR, lang, "index.json");
  const sections = existsSync(index) ? (readJson(index) as { sections?: unknown }).sections : undefined;
  return Array.isArray(sections)
    ? sections.filter((s): s is string => typeof s === "string")
    : [...TRANSLATION_SECTIONS];
};

/** Keys of every given section file of a language, prefixed with the section name as at runtime. */
export const loadFlat = (lang: string, sections: string[]): { keys: FlatTranslations; missingFiles: string[] } => {
  const keys: FlatTranslations = new Map();
  const missingFiles: string[] = [];
  for (const section of sections) {
    const file = path.join(TRANSLATIONS_DIR, lang, `${section}.json`);
    if (existsSync(file)) flatten(readJson(file), section, keys);
    else missingFiles.push(`${lang}/${section}.json`);
  }
  return { keys, missingFiles };
};

// Only plain string literals count: a template literal builds its key at runtime and cannot be checked.
const KEY_CALL = /(?:\bi18n(?:ext)?\.t|(?<![\w$.])(?:t|translate|tk))\(\s*(["'])((?:\\.|(?!\1)[^\\\r\n])*)\1/g;

export const keysCalledIn = (source: string, knownSections: ReadonlySet<string>): string[] => {
  const found: string[] = [];
  for (const match of source.matchAll(KEY_CALL)) {
    const key = match[2] ?? "";
    const dot = key.indexOf(".");
    if (dot > 0 && knownSections.has(key.slice(0, dot))) found.push(key);
  }
  return found;
};

export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
