import { localesApi } from "@/api/endpoints/locales";
import type { CountedLocale } from "@/api/types/locales";
import { defineLookup, resourceApi } from "@/registry/types";

/**
 * The locales page's rows: every locale with its usage counts. A lookup of its own, so the
 * console's many locale selects keep reading the plain list (`locales`, useLocales) and never pay
 * for the counts; the page invalidates both after a change.
 */
export const countedLocales = defineLookup({
  name: "locale-counts",
  api: resourceApi<CountedLocale>({ list: localesApi.listWithCounts }),
});

export const localeLookups = [countedLocales];
