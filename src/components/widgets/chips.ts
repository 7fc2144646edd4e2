import { CHIPS_MAX } from "@/config";

/** Tabs and line breaks never belong inside a chip; # % $ & / break the back-end's keyword handling. */
const FORBIDDEN_CHIP_CHARACTERS = /[\t\r\n#%$&/]/g;
const SEPARATORS = /[\r\n,]+/;

export const sanitizeChip = (text: string): string => text.replace(FORBIDDEN_CHIP_CHARACTERS, "").trim();

export const splitInput = (text: string): string[] =>
  text
    .split(SEPARATORS)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");

interface AddChipsOptions {
  max?: number;
  allowDuplicates?: boolean;
}

interface AddChipsResult {
  value: string[];
  duplicates: string[];
  refused: string[];
}

/** Compared case-sensitively after trimming; a duplicate is reported, not counted against max. */
export const addChips = (
  existing: readonly string[],
  incoming: readonly string[],
  { max = CHIPS_MAX, allowDuplicates = false }: AddChipsOptions = {},
): AddChipsResult => {
  const value = [...existing];
  const seen = new Set(existing.map((chip) => chip.trim()));
  const duplicates: string[] = [];
  const refused: string[] = [];
  for (const raw of incoming) {
    const chip = raw.trim();
    if (chip === "") continue;
    if (!allowDuplicates && seen.has(chip)) {
      duplicates.push(chip);
    } else if (value.length >= max) {
      refused.push(chip);
    } else {
      value.push(chip);
      seen.add(chip);
    }
  }
  return { value, duplicates, refused };
};
