import { readFile } from "node:fs/promises";
import path from "node:path";
import { http, HttpResponse } from "msw";

const ROOT = path.resolve(process.cwd(), "public");

/** The static file server for /translations/*, as vite serves public/ in the browser. */
export const staticTranslations = http.get("*/translations/:lang/:file", async ({ params }) => {
  const file = path.join(ROOT, "translations", String(params.lang), String(params.file));
  if (!file.startsWith(ROOT)) return new HttpResponse(null, { status: 404 });
  try {
    return new HttpResponse(await readFile(file, "utf8"), { headers: { "Content-Type": "application/json" } });
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
});
