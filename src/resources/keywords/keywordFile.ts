import { KEYWORDS_PER_SUBMISSION, cleanKeyword } from "@/api/types/keywords";
import { sanitizeChip } from "@/components/widgets/chips";

/** Spec §5: the chips input's own rules, then & ^ $ # @ / removed. */
export const keywordChip = (text: string): string => cleanKeyword(sanitizeChip(text));

export type KeywordFileResult =
  { kind: "refused" } | { kind: "read"; keywords: string[]; truncated: boolean; total: number };

/**
 * Spec §5: a .txt file holds one keyword per line, a .csv file comma-separated ones; any other file
 * is refused. Past 500 the first 500 are kept and the caller says so.
 */
export const readKeywordFile = (name: string, content: string): KeywordFileResult => {
  const lower = name.toLowerCase();
  const separator = lower.endsWith(".txt") ? /\r?\n/ : lower.endsWith(".csv") ? /[,\r\n]/ : null;
  if (!separator) return { kind: "refused" };
  const all = content
    .split(separator)
    .map(keywordChip)
    .filter((k) => k !== "");
  const unique = [...new Set(all)];
  return {
    kind: "read",
    keywords: unique.slice(0, KEYWORDS_PER_SUBMISSION),
    truncated: unique.length > KEYWORDS_PER_SUBMISSION,
    total: unique.length,
  };
};

/** The file's text; FileReader rather than Blob.text() so every browser the console supports reads it. */
export { readText } from "@/lib/readText";
