import { useCallback, useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import { useSearchParams } from "react-router";
import type { App } from "@/api/types/apps";
import { useLocales } from "@/components/locale/useLocales";
import { appName } from "@/resources/apps/appStatus";

const LIST_KEYS = ["list", "page", "q", "sort", "size", "favorite"];

/** The page's app and locale from `?auid=&locale=`, kept in the URL; a new app starts in its default locale. */
export const useKeywordScope = () => {
  const [params, setParams] = useSearchParams();
  const { result, query } = useList<App & BaseRecord>({ resource: "apps", pagination: { mode: "off" } });
  const all = useLocales();
  const apps = useMemo(() => [...result.data].sort((a, b) => appName(a).localeCompare(appName(b))), [result.data]);
  const app = apps.find((a) => a.auid === params.get("auid"));
  const locales = useMemo(
    () => (app ? all.standard.filter((l) => app.details[l.code] !== undefined || l.code === app.locale) : []),
    [app, all.standard],
  );
  const locale = locales.find((l) => String(l.id) === params.get("locale"));

  const write = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of LIST_KEYS) next.delete(key);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      }),
    [setParams],
  );

  const setApp = useCallback(
    (auid: string) => {
      const chosen = apps.find((a) => a.auid === auid);
      const home = chosen ? all.standard.find((l) => l.code === chosen.locale) : undefined;
      write(home ? { auid, locale: String(home.id) } : { auid });
    },
    [apps, all.standard, write],
  );
  const setLocale = useCallback((id: number) => write({ locale: String(id) }), [write]);

  return { apps, appsLoading: query.isLoading, app, locales, locale, setApp, setLocale };
};
