import type { CampaignInput, CampaignTaskType } from "@/api/types/campaigns";
import type { TextFileOptions } from "@/lib/textFile";

export interface PlanRow {
  key: string;
  type: CampaignTaskType;
  keyword?: string;
  perDay: number;
}

export type DayOverrides = Readonly<Record<string, Readonly<Record<string, number>>>>;

export const countOn = (row: PlanRow, date: string, overrides: DayOverrides): number =>
  overrides[date]?.[row.key] ?? row.perDay;

/** Installs of one task type over the whole campaign: what the feedback and test accounts must match. */
export const requiredOf = (
  type: CampaignTaskType,
  rows: readonly PlanRow[],
  dates: readonly string[],
  overrides: DayOverrides,
): number =>
  rows
    .filter((r) => r.type === type)
    .reduce((sum, row) => sum + dates.reduce((s, d) => s + countOn(row, d, overrides), 0), 0);

/** The schedule POST /campaigns/add takes; reviews and test accounts go to the days in order. */
export const buildSchedule = (
  dates: readonly string[],
  rows: readonly PlanRow[],
  overrides: DayOverrides,
  feedback: readonly string[],
  accounts: readonly string[],
): CampaignInput["schedule"] => {
  let nextReview = 0;
  let nextAccount = 0;
  return dates.map((date) => ({
    date,
    tasks: rows.flatMap((row): CampaignInput["schedule"][number]["tasks"] => {
      const count = countOn(row, date, overrides);
      if (count < 1) return [];
      if (row.type === "FEEDBACK_INSTALL") {
        const texts = feedback.slice(nextReview, nextReview + count);
        nextReview += count;
        return [{ type: row.type, count, other_params: { feedback: texts } }];
      }
      if (row.type === "TEST_ACCOUNT_INSTALL") {
        const logins = accounts.slice(nextAccount, nextAccount + count);
        nextAccount += count;
        return [{ type: row.type, count, other_params: { accounts: logins } }];
      }
      return [{ type: row.type, count, other_params: row.keyword ? { keyword: row.keyword } : {} }];
    }),
  }));
};

/** Test accounts: the part after an @ is dropped and runs of spaces become one. */
export const cleanTestAccount = (text: string): string => (text.split("@")[0] ?? "").replace(/\s+/g, " ").trim();

/** One entry per line of a .txt file; the line cap keeps a file to what the dialog can show as chips. */
export const COUNTED_LIST_FILE: TextFileOptions = { format: "lines", maxLines: 2000, extensions: [".txt"] };
