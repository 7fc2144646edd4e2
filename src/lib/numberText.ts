/** "007" → "7", "000" → "0", "00.5" → "0.5"; a zero directly before the decimal point stays. */
export const stripLeadingZeros = (text: string): string => text.replace(/^(-?)0+(?=\d)/, "$1");

/** Spaces and leading zeros go; anything else stays visible so the field's rule can say why it cannot be saved. */
export const cleanNumberText = (text: string): string => stripLeadingZeros(text.replace(/\s+/g, ""));

const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number a text stands for, or null while it is empty, unfinished ("-", ".") or not a plain number. */
export const parseNumberText = (text: string): number | null => {
  const trimmed = text.trim();
  if (!PLAIN_NUMBER.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
};

export interface NumberLimits {
  integer?: boolean;
  min?: number;
  max?: number;
}

/** Whole numbers past this lose digits in JSON and in JavaScript (a 20-digit delay). */
const LARGEST_WHOLE_NUMBER = Number.MAX_SAFE_INTEGER;

type NumberProblem =
  { kind: "number" } | { kind: "integer" } | { kind: "min"; min: number } | { kind: "max"; max: number };

export const numberProblem = (text: string, { integer, min, max }: NumberLimits = {}): NumberProblem | null => {
  const value = parseNumberText(text);
  if (value === null) return { kind: "number" };
  if (integer && !Number.isInteger(value)) return { kind: "integer" };
  if (min !== undefined && value < min) return { kind: "min", min };
  const ceiling = max ?? (integer ? LARGEST_WHOLE_NUMBER : undefined);
  if (ceiling !== undefined && value > ceiling) return { kind: "max", max: ceiling };
  return null;
};
