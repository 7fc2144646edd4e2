import dayjs from "dayjs";
import { cleanKeyword, KEYWORDS_PER_SUBMISSION } from "@/api/types/keywords";
import { CHIPS_MAX, TIMING } from "@/config";
import { HISTORY_FALLBACK, MissingHistoryError, toHistory } from "@/pages/keywords/historyData";
import { historyPath, presetRange, RANGE_PRESETS, readHistoryScope } from "@/resources/keywords/historyParams";
import { readTextFile } from "@/lib/textFile";
import { KEYWORD_FILE, keywordChip, keywordsOfFile } from "@/resources/keywords/keywordFile";

/** A keyword file as the add dialog reads it: the shared reader, then the keywords of its records. */
const readKeywordFile = async (name: string, content: string) => {
  const result = await readTextFile(new File([content], name), KEYWORD_FILE);
  return result.kind === "read"
    ? { kind: "read" as const, ...keywordsOfFile(result.records) }
    : { kind: "refused" as const };
};

describe("keyword rules", () => {
  it("pins the limits: 500 per submission, chips max 500, search debounce 500 ms, fallback 250", () => {
    expect(KEYWORDS_PER_SUBMISSION).toBe(500);
    expect(CHIPS_MAX).toBe(500);
    expect(TIMING.searchDebounceMs).toBe(500);
    expect(TIMING.duplicateChipRemovalMs).toBe(1_000);
    expect(HISTORY_FALLBACK).toBe(250);
  });

  it("removes & ^ $ # @ / and the chips input's tabs, newlines and # % $ & /", () => {
    expect(cleanKeyword("a&b^c$d#e@f/g")).toBe("abcdefg");
    expect(keywordChip("\tbudget%  planner@\n")).toBe("budget planner");
  });

  it("reads .txt one per line and .csv comma-separated; refuses any other file", async () => {
    expect(await readKeywordFile("list.TXT", "a\nb\r\nc\n\n")).toEqual({
      kind: "read",
      keywords: ["a", "b", "c"],
      truncated: false,
      total: 3,
    });
    expect(await readKeywordFile("list.csv", "a, b,c\nd")).toEqual({
      kind: "read",
      keywords: ["a", "b", "c", "d"],
      truncated: false,
      total: 4,
    });
    expect(await readKeywordFile("list.xlsx", "a")).toEqual({ kind: "refused" });
    expect(await readKeywordFile("list.txt.exe", "a")).toEqual({ kind: "refused" });
  });

  it("keeps the first 500 of a longer file and says how many there were", async () => {
    const text = Array.from({ length: 620 }, (_, i) => `kw ${i}`).join("\n");
    const result = await readKeywordFile("many.txt", text);
    expect(result).toMatchObject({ kind: "read", truncated: true, total: 620 });
    if (result.kind === "read") {
      expect(result.keywords).toHaveLength(500);
      expect(result.keywords[0]).toBe("kw 0");
      expect(result.keywords[499]).toBe("kw 499");
    }
  });
});

describe("position history", () => {
  it("reads a missing or non-positive value as not found, per category and chosen keyword", () => {
    const history = toHistory(
      {
        categories: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"],
        series: {
          budget: [
            { time_check: "2026-11-01T09:00:00Z", value: 12 },
            { time_check: "2026-11-02T09:00:00Z", value: 0 },
            { time_check: "2026-11-04T09:00:00Z", value: -3 },
          ],
          other: [{ time_check: "2026-11-01T09:00:00Z", value: 5 }],
        },
      },
      ["budget", "unknown"],
    );
    expect(history.keywords).toEqual(["budget"]);
    expect(history.points.map((p) => p.position)).toEqual([12, null, null, null]);
  });

  it("fails with 'Failed to fetch keyword history' without categories or series", () => {
    expect(() => toHistory({ series: {} }, [])).toThrow(MissingHistoryError);
    expect(() => toHistory({ categories: [] }, [])).toThrow("Failed to fetch keyword history");
  });

  it("offers 7, 30 and 90 days, ending today", () => {
    expect(RANGE_PRESETS).toEqual([7, 30, 90]);
    expect(presetRange(7, dayjs("2026-11-24"))).toEqual({ from: "2026-11-18", to: "2026-11-24" });
  });

  it("keeps app, locale, range and keywords in the URL", () => {
    const path = historyPath({
      auid: "app-0001",
      locale: 1,
      keywords: ["a b", "c"],
      from: "2026-11-01",
      to: "2026-11-10",
    });
    const scope = readHistoryScope(new URL(path, "http://x").searchParams, dayjs("2026-11-24"));
    expect(scope).toEqual({
      auid: "app-0001",
      locale: 1,
      keywords: ["a b", "c"],
      from: "2026-11-01",
      to: "2026-11-10",
    });
    // a broken range falls back to the last 30 days
    expect(readHistoryScope(new URLSearchParams("auid=a&locale=2&from=x&to=y"), dayjs("2026-11-24"))).toMatchObject({
      from: "2026-10-26",
      to: "2026-11-24",
    });
  });
});
