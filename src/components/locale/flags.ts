/** The public flag service: 24×18 PNGs named by the lower-case alpha-2 code. */
const FLAG_BASE_URL = "https://flagcdn.com/24x18";

export const normalizeCountryCode = (code: string): string => code.trim().toUpperCase();

export const isCountryCode = (code: string | null | undefined): boolean => /^[A-Za-z]{2}$/.test((code ?? "").trim());

export const flagUrl = (code: string | null | undefined): string | null =>
  isCountryCode(code) ? `${FLAG_BASE_URL}/${(code ?? "").trim().toLowerCase()}.png` : null;
