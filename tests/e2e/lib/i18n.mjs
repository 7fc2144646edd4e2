// Reads the console's translation files (public/translations/<lang>/<section>.json) at test
// time, so the browser tests follow the wording the app ships instead of hard-coding it.
// Texts that the spec itself fixes (e.g. "Invalid username or password") are asserted
// literally in the tests instead.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server.mjs";

const cache = new Map();

/** The parsed section file, or {} when it does not exist. */
export function section(lang, name) {
  const key = `${lang}/${name}`;
  if (!cache.has(key)) {
    const file = path.join(ROOT, "public", "translations", lang, `${name}.json`);
    cache.set(key, existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {});
  }
  return cache.get(key);
}

// Keys may be nested objects, flat dotted keys, or a mix; the file may also wrap its
// content in an object named after the section.
function resolve(node, segments) {
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
export function tr(key, { lang = "en", fallback } = {}) {
  const [sec, ...rest] = key.split(".");
  const data = section(lang, sec);
  const found = resolve(data, rest) ?? resolve(data, [sec, ...rest]);
  if (found !== undefined) return found;
  if (fallback !== undefined) return fallback;
  throw new Error(`translation ${key} is missing in public/translations/${lang}/${sec}.json`);
}

/** Every string value of a section file (any depth). */
export function values(lang, name) {
  const out = [];
  const walk = (n) => {
    if (typeof n === "string") out.push(n);
    else if (n && typeof n === "object") Object.values(n).forEach(walk);
  };
  walk(section(lang, name));
  return out;
}

/** Letters that occur in Ukrainian but not in Russian, Polish or English. */
export const UKRAINIAN_LETTERS = /[іїєґІЇЄҐ]/;
