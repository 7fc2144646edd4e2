import { localesApi } from "@/api/endpoints/locales";
import type { CountedLocale } from "@/api/types/locales";
import { defineLookup, resourceApi } from "@/registry/types";

/** The locales page's rows with usage counts, apart from `locales`, so the many locale selects never pay for counts. */
export const countedLocales = defineLookup({
  name: "locale-counts",
  api: resourceApi<CountedLocale>({ list: localesApi.listWithCounts }),
});

export const localeLookups = [countedLocales];
