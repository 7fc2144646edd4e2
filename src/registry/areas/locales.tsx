import { lazyEndpoints } from "@/registry/lazyEndpoints";
import type { Locale, LocaleInput } from "@/api/types/locales";
import { NavIcon } from "@/registry/navIcon";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/locales"));

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
  api: resourceApi<Locale, LocaleInput>(endpoints.methods((m) => m.localesApi, "list", "create")),
});
