import dayjs from "dayjs";
import { dayjsLocaleCode } from "./locales";
import "./dayjsLocales";

export { dayjsLocaleCode, loadAntdLocale } from "./locales";

export const INVALID_DATE = "Invalid date";
export const DATE_DISPLAY_FORMAT = "D MMM, HH:mm";
/** The same for a date of another year: "12 Nov" alone would read as this year's. */
const DATE_DISPLAY_FORMAT_OTHER_YEAR = "D MMM YYYY, HH:mm";

export type DateInput = string | number | Date | null | undefined;

/** Without `lang`, dayjs's global locale; pass `lang` where a component must re-render on a switch. */
export const formatDate = (value: DateInput, lang?: string): string => {
  // dayjs(undefined) means "now", which would hide a missing value behind a plausible date.
  if (value === null || value === undefined || value === "") return INVALID_DATE;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return INVALID_DATE;
  const format = parsed.year() === dayjs().year() ? DATE_DISPLAY_FORMAT : DATE_DISPLAY_FORMAT_OTHER_YEAR;
  return (lang === undefined ? parsed : parsed.locale(dayjsLocaleCode(lang))).format(format);
};

export const formatDay = (value: DateInput, lang?: string): string => {
  if (value === null || value === undefined || value === "") return INVALID_DATE;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return INVALID_DATE;
  return (lang === undefined ? parsed : parsed.locale(dayjsLocaleCode(lang))).format("D MMM YYYY");
};
