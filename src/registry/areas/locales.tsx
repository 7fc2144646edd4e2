import { lazyEndpoints } from "@/registry/lazyEndpoints";
import { LOCALE_TYPES, type Locale, type LocaleCounts, type LocaleInput } from "@/api/types/locales";
import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource, resourceApi, type ColumnSpec } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/locales"));

/** The count columns, in the order of the page (spec §7 "one with counts"). */
export const LOCALE_COUNT_COLUMNS = [
  "apps",
  "keywords",
  "accounts",
  "proxyConfigs",
  "smsCountries",
] as const satisfies readonly (keyof LocaleCounts)[];

/**
 * /locales: the language and country pairs, their order and how much uses each (spec §2, §7).
 * The resource's list is the plain one every locale select reads (src/components/locale/useLocales.ts);
 * the page reads the counted list (lookups.ts). Creating through this resource is what refreshes
 * every select after a locale is added.
 */
export const locales = defineResource({
  name: "locales",
  i18nSection: "locale",
  routes: { list: "/locales" },
  meta: { icon: <NavIcon name="translation" />, roles: ADMINS },
  create: { label: "locale.add.open" },
  api: resourceApi<Locale, LocaleInput>(endpoints.methods((m) => m.localesApi, "list", "create")),
  // Every cell is the page's: flags, codes named on hover, and the order's cell with its grip and
  // move buttons (rows are reordered by drag or by those buttons, never sorted).
  table: {
    columns: [
      { key: "position", cell: "custom", width: 112, phone: "fact" },
      { key: "name", cell: "custom", phone: "title" },
      { key: "language", cell: "custom", phone: "subtitle" },
      { key: "country", cell: "custom" },
      { key: "code", cell: "custom", phone: "fact" },
      { key: "type", cell: "custom", phone: "fact" },
      ...LOCALE_COUNT_COLUMNS.map((key): ColumnSpec => ({ key, cell: "custom", align: "right", width: 92 })),
    ],
  },
  // Spec §5: language, country and name required; codes are two Latin letters (issue 32), sent
  // trimmed (the endpoint lower-cases them). §8: a failure is a toast with its own words.
  form: {
    fields: [
      ...(["language", "country"] as const).map((key) => ({
        key,
        kind: "text" as const,
        width: "half" as const,
        chars: 8,
        required: `locale.add.errors.${key}`,
        format: "twoLetters" as const,
        formatMessage: `locale.add.errors.${key}_format`,
        help: `locale.add.${key}_help`,
      })),
      { key: "flag", kind: "custom", bare: true },
      { key: "name", kind: "text", required: "locale.add.errors.name", placeholder: "locale.add.name_placeholder" },
      {
        key: "type",
        kind: "radio",
        options: LOCALE_TYPES.map((type) => ({ value: type, label: `locale.types.${type}` })),
        initial: "STANDARD",
      },
    ],
    texts: {
      createTitle: "locale.add.title",
      created: "locale.add.success",
      noReason: "locale.add.failed",
      unknown: "locale.add.unknown_error",
    },
    failure: "toast",
  },
});
