import { request } from "@/api/http";
import { toPaged, type Paged, type PagedWire } from "@/api/types";
import { listParams, withAppFieldErrors, type ListRequest } from "@/api/types/fleet";
import {
  toCountedLocale,
  toLocale,
  toLocaleBody,
  type CountedLocale,
  type CountedLocaleWire,
  type Locale,
  type LocaleInput,
  type LocaleType,
  type LocaleWire,
} from "@/api/types/locales";

export const localesApi = {
  /** GET /locales/list, in the admins' order; filters: type */
  list: async (q: ListRequest): Promise<Paged<Locale>> =>
    toPaged(await request<PagedWire<LocaleWire>>("GET", "/locales/list", { params: listParams(q) }), toLocale),
  /**
   * GET /locales/list?with_counts=true (assumed): the same list, each locale with how many apps,
   * keywords, accounts, proxy configs and SMS countries use it; ADMIN and OWNER only.
   */
  listWithCounts: async (q: ListRequest): Promise<Paged<CountedLocale>> =>
    toPaged(
      await request<PagedWire<CountedLocaleWire>>("GET", "/locales/list", {
        params: { ...listParams(q), with_counts: true },
      }),
      toCountedLocale,
    ),
  /** Every locale (or every one of a type), for the locale choices of forms. */
  all: async (type?: LocaleType): Promise<Locale[]> =>
    (await localesApi.list({ page: 1, size: -1, filters: type ? { type } : {} })).list,
  /** PUT /locales/ with type, language, name, country (language and country lower-cased); 409 for a duplicate */
  create: async (input: LocaleInput): Promise<Locale> =>
    toLocale(await withAppFieldErrors(request<LocaleWire>("PUT", "/locales/", { data: toLocaleBody(input) }))),
  /** PATCH /locales/reorder with `{ ids }` in the new order (payload assumed); answers every locale in order */
  reorder: async (ids: readonly number[]): Promise<Locale[]> =>
    (await request<LocaleWire[]>("PATCH", "/locales/reorder", { data: { ids } })).map(toLocale),
};
