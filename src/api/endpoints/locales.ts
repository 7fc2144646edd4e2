import { request } from "@/api/http";
import {
  toCountedLocale,
  toLocale,
  toLocaleBody,
  type Locale,
  type LocaleInput,
  type LocaleType,
  type LocaleWire,
} from "@/api/types/locales";
import { pagedList, sendForm } from "./calls";

export const localesApi = {
  /** GET /locales/list, in the admins' order; filters: type */
  list: pagedList("/locales/list", toLocale),
  /** The same list with per-locale usage counts (assumed; ADMIN and OWNER only). */
  listWithCounts: pagedList("/locales/list", toCountedLocale, { params: { with_counts: true } }),
  all: async (type?: LocaleType): Promise<Locale[]> =>
    (await localesApi.list({ page: 1, size: -1, filters: type ? { type } : {} })).list,
  /** PUT /locales/ with type, language, name, country (language and country lower-cased); 409 for a duplicate */
  create: (input: LocaleInput): Promise<Locale> => sendForm("PUT", "/locales/", toLocaleBody(input), toLocale),
  /** PATCH /locales/reorder with `{ ids }` in the new order (payload assumed); answers every locale in order */
  reorder: async (ids: readonly number[]): Promise<Locale[]> =>
    (await request<LocaleWire[]>("PATCH", "/locales/reorder", { data: { ids } })).map(toLocale),
};
