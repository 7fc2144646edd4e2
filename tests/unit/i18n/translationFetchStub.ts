import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gate } from "../../support/gate";

// vitest runs from the project root, where public/ is served as the site root.
export const TRANSLATIONS_DIR = `${path.resolve(process.cwd(), "public/translations")}/`;

export interface StubConfig {
  /** "ua/table.json" → body served instead of the file on disk */
  files?: Record<string, unknown>;
  /** paths answered with 500 */
  fail?: string[];
  /** paths answered with 404 */
  missing?: string[];
  /** when true, section files wait for release(); index files answer at once */
  holdSections?: boolean;
}

interface TranslationFetchStub {
  fetch: (input: RequestInfo | URL) => Promise<Response>;
  /** relative paths ("en/auth.json") in request order */
  requested: string[];
  /** relative paths whose response has been handed back */
  answered: string[];
  release: () => void;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Serves public/translations from disk the way the static file server would. */
export const createTranslationFetch = (config: StubConfig = {}): TranslationFetchStub => {
  const sections = gate();
  const requested: string[] = [];
  const answered: string[] = [];

  const respond = (rel: string): Response => {
    if (config.fail?.includes(rel)) return json({ error: "boom" }, 500);
    if (config.missing?.includes(rel)) return new Response("<!doctype html>", { status: 404 });
    if (config.files && rel in config.files) return json(config.files[rel]);
    const file = `${TRANSLATIONS_DIR}${rel}`;
    return existsSync(file) ? json(JSON.parse(readFileSync(file, "utf8"))) : new Response("", { status: 404 });
  };

  const fetchStub = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const rel = decodeURIComponent(url.pathname.replace(/^\/translations\//, ""));
    requested.push(rel);
    if (config.holdSections && !rel.endsWith("/index.json")) await sections.held;
    answered.push(rel);
    return respond(rel);
  };

  return { fetch: fetchStub, requested, answered, release: sections.release };
};
