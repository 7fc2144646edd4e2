import dayjs from "dayjs";
// dayjs locales are a couple of KB each, so they come with dayjs: formatDate must be synchronous.
// Both load with the signed-in pages; the sign-in screens show no date.
import "dayjs/locale/uk";
import "dayjs/locale/ru";
import "dayjs/locale/pl";
import { useUiStore } from "@/state/ui";
import { dayjsLocaleCode } from "./locales";

export const setDayjsLocale = (lang: string): void => {
  dayjs.locale(dayjsLocaleCode(lang));
};

// The language may have been chosen before this module loaded: start in it.
setDayjsLocale(useUiStore.getState().language);
