import { lazyEndpoints } from "@/registry/lazyEndpoints";
import {
  LOCALE_TYPES,
  type Locale,
  type CountedLocale,
  type LocaleCounts,
  type LocaleInput,
} from "@/api/types/locales";
import { languageNames, regionNames } from "@/lib/languageNames";
import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource, resourceApi, type ColumnSpec } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/locales"));

/** The count columns, in the order of the page. */
export const LOCALE_COUNT_COLUMNS = [
  "apps",
  "keywords",
  "accounts",
  "proxyConfigs",
  "smsCountries",
] as const satisfies readonly (keyof LocaleCounts)[];

/** The plain list every locale select reads; the page reads the counted one (lookups.ts). Creating here refreshes the selects. */
export const locales = defineResource({
  name: "locales",
  i18nSection: "locale",
  // A locale has no dialog: it opens as its row, brought to view and marked.
  routes: { list: "/locales", open: true },
  meta: { icon: <NavIcon name="translation" />, roles: ADMINS },
  create: { label: "locale.add.open" },
  search: {
    titleField: "name",
    names: (row, reader) => [
      String(row.code ?? ""),
      ...languageNames(String(row.language ?? ""), reader),
      ...regionNames(String(row.country ?? ""), String(row.language ?? ""), reader),
    ],
  },
  api: resourceApi<Locale, LocaleInput>(endpoints.methods((m) => m.localesApi, "list", "create")),
  // Every cell is the page's; rows are reordered by drag or move buttons, never sorted.
  table: {
    columns: [
      { key: "position", cell: "custom", width: 112, phone: "fact" },
      { key: "name", cell: "custom", phone: "title" },
      { key: "language", cell: "custom", phone: "subtitle" },
      { key: "country", cell: "custom" },
      { key: "code", cell: "custom", phone: "fact" },
      { key: "type", cell: "tag", labels: "locale.types.", tones: { TEST: "orange", STANDARD: "blue" }, phone: "fact" },
      ...LOCALE_COUNT_COLUMNS.map((key): ColumnSpec => ({
        key,
        cell: "custom",
        align: "right",
        width: 92,
        text: (row) => (row as unknown as CountedLocale).counts[key],
      })),
    ],
  },
  // Language, country and name required; codes two Latin letters, sent trimmed; a failure is a toast.
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
