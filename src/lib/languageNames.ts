type NameKind = "language" | "region";

const cache = new Map<string, Intl.DisplayNames | null>();

const namesIn = (tag: string, type: NameKind): Intl.DisplayNames | null => {
  const key = `${tag}:${type}`;
  if (!cache.has(key)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag], { type, fallback: "none" });
    } catch {
      // An unknown tag names nothing; the other spellings still match.
    }
    cache.set(key, names);
  }
  return cache.get(key) ?? null;
};

export const nameOf = (tag: string, type: NameKind, code: string): string | undefined => {
  try {
    return namesIn(tag, type)?.of(code);
  } catch {
    return undefined;
  }
};

/** As its own speakers, English and the reader write a language: "ukr" and "Укр" both find Ukrainian. */
export const languageNames = (code: string, readerTag: string): string[] => {
  if (!code) return [];
  const names = [nameOf(code, "language", code), nameOf("en", "language", code), nameOf(readerTag, "language", code)];
  return [...new Set(names.filter((n): n is string => !!n))];
};

/** A country as the locale's language, English and the reader write it ("de" → Deutschland, Germany, Niemcy). */
export const regionNames = (country: string, languageCode: string, readerTag: string): string[] => {
  if (!country) return [];
  const code = country.toUpperCase();
  const tags = [languageCode, "en", readerTag].filter(Boolean);
  return [...new Set(tags.map((tag) => nameOf(tag, "region", code)).filter((n): n is string => !!n))];
};

/** Case and accents aside: "zurich" finds "Zürich". */
export const foldName = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

export const nameMatches = (term: string, names: readonly string[]): boolean => {
  const wanted = foldName(term.trim());
  return wanted !== "" && names.some((name) => foldName(name).includes(wanted));
};
