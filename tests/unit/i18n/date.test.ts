import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dayjs from "dayjs";
import { DATE_DISPLAY_FORMAT, INVALID_DATE, dayjsLocaleCode, formatDate, loadAntdLocale } from "@/lib/date";
import { htmlLangCode } from "@/lib/locales";
import { setDayjsLocale } from "@/lib/dayjsLocales";

// Local time without a zone, so the expected hour does not depend on the machine's time zone.
const SAMPLE = "2024-11-21T14:05:00";

describe("formatDate", () => {
  // The samples are of 2024: seen from that year they show no year.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2024, 5, 15, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    dayjs.locale("en");
  });

  it("shows short day and month plus 2-digit hour and minute", () => {
    expect(DATE_DISPLAY_FORMAT).toBe("D MMM, HH:mm");
    expect(formatDate(SAMPLE)).toBe("21 Nov, 14:05");
    expect(formatDate("2024-03-02T07:09:00")).toBe("2 Mar, 07:09");
  });

  it("adds the year to a date of another year than the current one, in every language", () => {
    vi.setSystemTime(new Date(2025, 0, 10, 12, 0));
    expect(formatDate(SAMPLE)).toBe("21 Nov 2024, 14:05");
    expect(formatDate("2026-03-02T07:09:00")).toBe("2 Mar 2026, 07:09");
    expect(formatDate("2025-12-31T23:59:00")).toBe("31 Dec, 23:59");
    expect(formatDate(SAMPLE, "ua")).toBe("21 лист 2024, 14:05");
    expect(formatDate(SAMPLE, "ru")).toMatch(/^21 нояб\.? 2024, 14:05$/);
    expect(formatDate(SAMPLE, "pl")).toBe("21 lis 2024, 14:05");
  });

  it("accepts Date objects and millisecond timestamps", () => {
    const date = new Date(2024, 0, 5, 9, 3);
    expect(formatDate(date)).toBe("5 Jan, 09:03");
    expect(formatDate(date.getTime())).toBe("5 Jan, 09:03");
  });

  it.each([null, undefined, "", "garbage", Number.NaN])("shows 'Invalid date' for %s", (value) => {
    expect(formatDate(value)).toBe(INVALID_DATE);
    expect(INVALID_DATE).toBe("Invalid date");
  });

  it("uses Ukrainian (uk) month names for the ua language", () => {
    expect(formatDate(SAMPLE, "ua")).toBe("21 лист, 14:05");
    setDayjsLocale("ua");
    expect(formatDate(SAMPLE)).toBe("21 лист, 14:05");
  });

  it("uses Russian and Polish month names", () => {
    expect(formatDate(SAMPLE, "ru")).toMatch(/^21 нояб\.?, 14:05$/);
    expect(formatDate(SAMPLE, "pl")).toBe("21 lis, 14:05");
  });

  it("maps ua to the uk locale and everything else to itself", () => {
    expect(dayjsLocaleCode("ua")).toBe("uk");
    expect(dayjsLocaleCode("en")).toBe("en");
    expect(dayjsLocaleCode("ru")).toBe("ru");
    expect(dayjsLocaleCode("pl")).toBe("pl");
    expect(dayjsLocaleCode("xx")).toBe("en");
    expect(htmlLangCode("ua")).toBe("uk");
  });

  it("loads the matching antd locale on demand", async () => {
    expect((await loadAntdLocale("ua")).locale).toBe("uk");
    expect((await loadAntdLocale("en")).locale).toBe("en");
    expect((await loadAntdLocale("ru")).locale).toBe("ru");
    expect((await loadAntdLocale("pl")).locale).toBe("pl");
  });
});
