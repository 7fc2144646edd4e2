/** "007" → "7", "000" → "0", "00.5" → "0.5"; a zero directly before the decimal point stays. */
export const stripLeadingZeros = (text: string): string => text.replace(/^(-?)0+(?=\d)/, "$1");

export interface NumberTextOptions {
  allowDecimal?: boolean;
  allowNegative?: boolean;
}

/** Keeps digits, one decimal point and (optionally) a leading minus, then strips leading zeros. */
export const cleanNumberText = (
  text: string,
  { allowDecimal = true, allowNegative = false }: NumberTextOptions = {},
): string => {
  const negative = allowNegative && text.trimStart().startsWith("-");
  let digits = text.replace(allowDecimal ? /[^\d.]/g : /\D/g, "");
  const point = digits.indexOf(".");
  if (point !== -1) digits = digits.slice(0, point + 1) + digits.slice(point + 1).replace(/\./g, "");
  return stripLeadingZeros(`${negative ? "-" : ""}${digits}`);
};

/** The number a cleaned text stands for, or null while it is empty or unfinished ("-", "."). */
export const parseNumberText = (text: string): number | null => {
  if (!/\d/.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
};
