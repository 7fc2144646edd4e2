import { useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import type { App } from "@/api/types/apps";
import type { Keyword } from "@/api/types/keywords";
import type { Locale } from "@/api/types/locales";
import { useLocales } from "@/components/locale/useLocales";

export const useCampaignSources = (auid: string | undefined, localeId: number | undefined) => {
  const apps = useList<App & BaseRecord>({
    resource: "apps",
    pagination: { mode: "off" },
    filters: [{ field: "status", operator: "eq", value: "ACTIVE" }],
  });
  const locales = useLocales();
  const app = apps.result.data.find((a) => a.auid === auid);
  const appLocales: Locale[] = useMemo(
    () => (app ? locales.standard.filter((l) => l.code in app.details) : []),
    [app, locales.standard],
  );
  const keywords = useList<Keyword & BaseRecord>({
    resource: "keywords",
    pagination: { mode: "off" },
    filters: [
      { field: "auid", operator: "eq", value: auid },
      { field: "localeId", operator: "eq", value: localeId },
    ],
    queryOptions: { enabled: auid !== undefined && localeId !== undefined },
  });
  return {
    apps: apps.result.data,
    appsLoading: apps.query.isLoading,
    app,
    appLocales,
    keywords: keywords.result.data.map((k) => k.keyword),
    keywordsLoading: keywords.query.isFetching,
  };
};
