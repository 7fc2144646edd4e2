import { request } from "@/api/http";
import { toApp, type App, type AppPreviewWire, type AppWire } from "@/api/types/apps";
import { pagedList } from "./calls";

export interface AppInput {
  appId: string;
  locale: string;
}

export const appsApi = {
  /** GET /apps/list: page, size (-1 = all), search (name, app id, publisher), sort; filters: status (assumed) */
  list: pagedList("/apps/list", toApp),
  /** GET /apps/search?search=&defaultLocale=country_language: the store's name, publisher and image */
  preview: (appId: string, locale: string): Promise<AppPreviewWire> =>
    request<AppPreviewWire>("GET", "/apps/search", { params: { search: appId, defaultLocale: locale } }),
  /** POST /apps/add {app_id, locale}; 400 with error_message when the store has no such app */
  create: async (input: AppInput): Promise<App> =>
    toApp(await request<AppWire>("POST", "/apps/add", { data: { app_id: input.appId, locale: input.locale } })),
  /** PUT /apps/updateLocale {app_id, locale} (method assumed); nothing is read back */
  updateLocale: async (appId: string, locale: string): Promise<void> => {
    await request<unknown>("PUT", "/apps/updateLocale", { data: { app_id: appId, locale } });
  },
  remove: async (auid: string | number): Promise<void> => {
    await request<unknown>("DELETE", "/apps/delete", { params: { auid: String(auid) } });
  },
};
