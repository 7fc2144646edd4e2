import { daysBetween, progressOf, totalsOf } from "@/api/types/campaigns";
import {
  buildSchedule,
  cleanTestAccount,
  countOn,
  COUNTED_LIST_FILE,
  requiredOf,
  type PlanRow,
} from "@/pages/campaigns/add/plan";
import { hasExtension } from "@/lib/textFile";

const isTxt = (name: string) => hasExtension(name, COUNTED_LIST_FILE.extensions);

const rows: PlanRow[] = [
  { key: "kw0", type: "KEYWORD_INSTALL", keyword: "budget planner", perDay: 20 },
  { key: "feedback", type: "FEEDBACK_INSTALL", perDay: 2 },
  { key: "accounts", type: "TEST_ACCOUNT_INSTALL", perDay: 1 },
];
const dates = daysBetween("2026-12-01", "2026-12-03");

describe("campaign plan", () => {
  it("lists every date of the range, both ends included", () => {
    expect(dates).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
    expect(daysBetween("2026-12-31", "2027-01-01")).toEqual(["2026-12-31", "2027-01-01"]);
  });

  it("needs one review per feedback install and one account per test-account install over all days", () => {
    expect(requiredOf("FEEDBACK_INSTALL", rows, dates, {})).toBe(6);
    expect(requiredOf("TEST_ACCOUNT_INSTALL", rows, dates, {})).toBe(3);
    // A day edited on its own changes what is needed.
    const overrides = { "2026-12-02": { feedback: 0, kw0: 5 } };
    expect(requiredOf("FEEDBACK_INSTALL", rows, dates, overrides)).toBe(4);
    expect(countOn(rows[0] as PlanRow, "2026-12-02", overrides)).toBe(5);
  });

  it("builds one schedule day per date, leaves out a task with no installs that day, and hands out the lists in order", () => {
    const schedule = buildSchedule(
      dates,
      rows,
      { "2026-12-02": { feedback: 0 } },
      ["a", "b", "c", "d"],
      ["x", "y", "z"],
    );
    expect(schedule.map((d) => d.date)).toEqual(dates);
    expect(schedule[0]?.tasks).toEqual([
      { type: "KEYWORD_INSTALL", count: 20, other_params: { keyword: "budget planner" } },
      { type: "FEEDBACK_INSTALL", count: 2, other_params: { feedback: ["a", "b"] } },
      { type: "TEST_ACCOUNT_INSTALL", count: 1, other_params: { accounts: ["x"] } },
    ]);
    expect(schedule[1]?.tasks.map((t) => t.type)).toEqual(["KEYWORD_INSTALL", "TEST_ACCOUNT_INSTALL"]);
    expect(schedule[2]?.tasks[1]).toEqual({
      type: "FEEDBACK_INSTALL",
      count: 2,
      other_params: { feedback: ["c", "d"] },
    });
    expect(schedule[2]?.tasks[2]?.other_params.accounts).toEqual(["z"]);
  });

  it("strips the part after an @ and collapses spaces in test accounts (CMP-8)", () => {
    expect(cleanTestAccount("jane.doe@gmail.com")).toBe("jane.doe");
    expect(cleanTestAccount("  john   roe  ")).toBe("john roe");
    expect(cleanTestAccount("a@b@c")).toBe("a");
  });

  it("reads .txt files only (CMP-6, CMP-8)", () => {
    expect(isTxt("reviews.TXT")).toBe(true);
    expect(isTxt("reviews.csv")).toBe(false);
    expect(isTxt("txt")).toBe(false);
  });

  it("counts totals and today's share, and the progress as done of planned", () => {
    const days = [
      {
        date: "2026-12-01",
        tasks: [
          {
            id: 1,
            type: "DIRECT_INSTALL" as const,
            count: 10,
            success_count: 8,
            not_found_count: 1,
            prev_install_count: 0,
            other_params: {},
          },
        ],
      },
      {
        date: "2026-12-02",
        tasks: [
          {
            id: 2,
            type: "DIRECT_INSTALL" as const,
            count: 10,
            success_count: 3,
            not_found_count: 0,
            prev_install_count: 0,
            other_params: {},
          },
        ],
      },
    ];
    const totals = totalsOf(days, "2026-12-02");
    expect(totals).toEqual({ planned: 20, done: 11, not_found: 1, today_planned: 10, today_done: 3 });
    expect(progressOf(totals)).toBeCloseTo(0.55);
    expect(progressOf({ planned: 0, done: 0 })).toBe(0);
  });
});
