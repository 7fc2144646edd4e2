import { useMemo } from "react";
import type { Language } from "@/config";
import { useUiStore } from "@/state/ui";

/** Ukrainian is "uk" to Intl, "ua" in the console's settings. */
export const intlLocale = (language: Language): string => (language === "ua" ? "uk" : language);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface ChartFormat {
  /** with the language's digit grouping and decimal sign ("1 234,5" in Ukrainian) */
  number: (value: unknown) => string;
  /** a YYYY-MM-DD day as a short date ("3 лист."); anything else as it is */
  day: (value: unknown) => string;
}

export const chartFormat = (language: Language): ChartFormat => {
  const locale = intlLocale(language);
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // The day is a calendar day, not an instant: read and written in UTC so no time zone moves it.
  const days = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return {
    number: (value) =>
      typeof value === "number" && Number.isFinite(value) ? numbers.format(value) : String(value ?? ""),
    day: (value) => {
      const text = String(value ?? "");
      return DAY.test(text) ? days.format(new Date(`${text}T00:00:00Z`)) : text;
    },
  };
};

/** In the UI language, so axes, tooltips and figures change with it. */
export const useChartFormat = (): ChartFormat => {
  const language = useUiStore((s) => s.language);
  return useMemo(() => chartFormat(language), [language]);
};
