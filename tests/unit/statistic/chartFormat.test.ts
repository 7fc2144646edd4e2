import { describe, expect, it } from "vitest";
import { chartFormat, intlLocale } from "@/pages/statistic/chartFormat";

describe("chart figures and days in the user's language", () => {
  it("groups and separates figures as each language does", () => {
    expect(chartFormat("en").number(12345.6)).toBe("12,345.6");
    // Ukrainian groups with a (no-break) space and writes a decimal comma, never the English comma.
    expect(chartFormat("ua").number(12345.6)).toMatch(/^12\s345,6$/u);
    expect(chartFormat("pl").number(2.5)).toBe("2,5");
  });

  it("writes a day short and level, in the language, whatever the time zone", () => {
    expect(chartFormat("en").day("2026-11-03")).toBe("Nov 3");
    expect(chartFormat("ua").day("2026-11-03")).toMatch(/^3 лист/u);
    expect(chartFormat("en").day("Server 1")).toBe("Server 1");
  });

  it("speaks Intl's tag for Ukrainian", () => {
    expect(intlLocale("ua")).toBe("uk");
    expect(intlLocale("pl")).toBe("pl");
  });
});
