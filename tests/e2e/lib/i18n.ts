// Reads the console's translation files (public/translations/<lang>/<section>.json) at test
// time, so the browser tests follow the wording the app ships instead of hard-coding it.
// Texts the rules fix word for word (e.g. "Invalid username or password", SIGN-7) are asserted
// literally in the tests instead.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths";

type Tree = string | { [key: string]: Tree };

const cache = new Map<string, Tree>();

/** The parsed section file, or {} when it does not exist. */
export function section(lang: string, name: string): Tree {
  const key = `${lang}/${name}`;
  let data = cache.get(key);
  if (data === undefined) {
    const file = path.join(ROOT, "public", "translations", lang, `${name}.json`);
    data = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Tree) : {};
    cache.set(key, data);
  }
  return data;
}

// Keys may be nested objects, flat dotted keys, or a mix; the file may also wrap its
// content in an object named after the section.
function resolve(node: Tree | undefined, segments: string[]): string | undefined {
  if (segments.length === 0) return typeof node === "string" ? node : undefined;
  if (!node || typeof node !== "object") return undefined;
  for (let i = segments.length; i >= 1; i--) {
    const k = segments.slice(0, i).join(".");
    if (Object.hasOwn(node, k)) {
      const found = resolve(node[k], segments.slice(i));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * The text of `key` ("<section>.<path>", e.g. "auth.errors.login_is_require") in `lang`.
 * Throws when the key is missing and no fallback is given.
 */
export function tr(key: string, { lang = "en", fallback }: { lang?: string; fallback?: string } = {}): string {
  const [sec, ...rest] = key.split(".");
  const data = section(lang, sec);
  const found = resolve(data, rest) ?? resolve(data, [sec, ...rest]);
  if (found !== undefined) return found;
  if (fallback !== undefined) return fallback;
  throw new Error(`translation ${key} is missing in public/translations/${lang}/${sec}.json`);
}

/** Every string value of a section file (any depth). */
export function values(lang: string, name: string): string[] {
  const out: string[] = [];
  const walk = (n: Tree) => {
    if (typeof n === "string") out.push(n);
    else Object.values(n).forEach(walk);
  };
  walk(section(lang, name));
  return out;
}

/** Letters that occur in Ukrainian but not in Russian, Polish or English. */
export const UKRAINIAN_LETTERS = /[іїєґІЇЄҐ]/;
