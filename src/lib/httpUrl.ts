/** Stored links are web addresses only, never `javascript:` or `data:`; shared with the mock. */
const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

export const isHttpUrl = (text: string): boolean => {
  if (!/^https?:\/\//i.test(text.trim())) return false;
  try {
    return new URL(text.trim()).hostname !== "";
  } catch {
    return false;
  }
};

/** A path or query needs no scheme; one that names a scheme must name http or https. */
export const hasForeignScheme = (text: string): boolean => {
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  return scheme !== undefined && scheme !== "http" && scheme !== "https";
};

export const isTwoLetterCode = (text: string): boolean => /^[a-z]{2}$/i.test(text.trim());
