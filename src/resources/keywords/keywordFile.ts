import { KEYWORDS_PER_SUBMISSION, cleanKeyword } from "@/api/types/keywords";
import { sanitizeChip } from "@/components/widgets/chips";
import type { TextFileOptions } from "@/lib/textFile";

/** The chips input's own rules, then & ^ $ # @ / removed. */
export const keywordChip = (text: string): string => cleanKeyword(sanitizeChip(text));

/** .txt: a keyword per line; .csv: comma-separated; anything else refused. 5,000 lines is ten submissions. */
export const KEYWORD_FILE: TextFileOptions = { format: "by_name", maxLines: 5000, extensions: [".txt", ".csv"] };

export const keywordsOfFile = (records: readonly string[][]) => {
  const unique = [
    ...new Set(
      records
        .flat()
        .map(keywordChip)
        .filter((k) => k !== ""),
    ),
  ];
  return {
    keywords: unique.slice(0, KEYWORDS_PER_SUBMISSION),
    truncated: unique.length > KEYWORDS_PER_SUBMISSION,
    total: unique.length,
  };
};
