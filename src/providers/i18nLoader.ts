import { TRANSLATION_SECTIONS } from "@/config";

type SectionBundle = Record<string, unknown>;

interface LanguageBundles {
  bundles: Record<string, SectionBundle>;
  /** sections whose file could not be loaded; their keys fall back to English or to the key */
  failed: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Translation files resolve against the app's base path, not the API host. */
export const translationUrl = (lang: string, file: string): string => {
  const basePath = import.meta.env?.BASE_URL ?? "/";
  const documentBase = typeof document !== "undefined" ? document.baseURI : "http://localhost/";
  const dir = basePath.endsWith("/") ? basePath : `${basePath}/`;
  return new URL(`${dir}translations/${encodeURIComponent(lang)}/${encodeURIComponent(file)}`, documentBase).href;
};

const fetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // A dev server answers unknown paths with index.html, so a parse error means "missing" too.
  return response.json();
};

const loadSectionList = async (lang: string): Promise<string[]> => {
  const url = translationUrl(lang, "index.json");
  try {
    const index = await fetchJson(url);
    const sections = isRecord(index) ? index.sections : undefined;
    if (Array.isArray(sections) && sections.length > 0 && sections.every((s) => typeof s === "string")) {
      return sections;
    }
    console.error(`[i18n] ${url} has no "sections" list; using the built-in section list`);
  } catch (error) {
    console.error(`[i18n] could not load ${url}; using the built-in section list`, error);
  }
  return [...TRANSLATION_SECTIONS];
};

const loadSection = async (lang: string, section: string): Promise<SectionBundle | null> => {
  const url = translationUrl(lang, `${section}.json`);
  try {
    const data = await fetchJson(url);
    if (isRecord(data)) return data;
    console.error(`[i18n] ${url} is not a JSON object`);
  } catch (error) {
    console.error(`[i18n] could not load ${url}`, error);
  }
  return null;
};

interface SectionChoice {
  /** Load just these sections, without reading the index (the sign-in screens know theirs). */
  only?: readonly string[];
  except?: readonly string[];
}

/** Never rejects: a failed file is logged and reported in `failed` so the UI can show keys. */
export const loadLanguageBundles = async (lang: string, choice: SectionChoice = {}): Promise<LanguageBundles> => {
  const listed = choice.only ? [...choice.only] : await loadSectionList(lang);
  const sections = listed.filter((section) => !choice.except?.includes(section));
  const loaded = await Promise.all(sections.map((section) => loadSection(lang, section)));
  const result: LanguageBundles = { bundles: {}, failed: [] };
  sections.forEach((section, i) => {
    const data = loaded[i];
    if (data) result.bundles[section] = data;
    else result.failed.push(section);
  });
  return result;
};
