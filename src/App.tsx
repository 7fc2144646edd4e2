import { useEffect, useMemo, useState } from "react";
import { Refine, type ResourceProps } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import type { Locale } from "antd/es/locale";
import { useNavigate } from "react-router";
import { registry, GROUPS } from "@/resources";
import { authProvider } from "@/providers/auth";
import { accessControlProvider } from "@/providers/accessControl";
import { liveProvider } from "@/providers/live";
import { createDataProvider } from "@/providers/data";
import { i18nProvider } from "@/providers/i18n";
import { loadAntdLocale } from "@/lib/date";
import { bindToasts, notificationProvider, TOAST_CONFIG } from "@/providers/notification";
import { setNavigator } from "@/api/navigation";
import { QUERY_CACHE } from "@/config";
import { useUiStore } from "@/state/ui";
import { ThemeProvider } from "@/theme/ThemeProvider";
import { AppRoutes } from "@/routing/AppRoutes";
import { resourceLabelKey } from "@/components/layout/navigation";
import { isRetryableQueryError } from "@/api/errors";

/** refine's resources, derived from the registry: groups first as menu parents, then the areas. */
export const refineResources = (): ResourceProps[] => [
  // Groups get their own names: "servers" is both a group and the server-list resource.
  ...GROUPS.map((g) => ({ name: `group:${g.name}`, meta: { icon: g.icon, label: `nav.${g.name}` } })),
  ...registry.map((r) => ({
    name: r.name,
    list: r.routes.list,
    show: r.routes.show,
    create: r.routes.create,
    edit: r.routes.edit,
    meta: {
      icon: r.meta.icon,
      parent: r.meta.group ? `group:${r.meta.group}` : undefined,
      hide: r.meta.hideInMenu,
      label: resourceLabelKey(r),
    },
  })),
];

/** Hands the router's navigate to the request layer, which redirects without knowing React. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => navigate(path, { replace: true }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

function ToastBinder() {
  const { notification } = AntdApp.useApp();
  useEffect(() => bindToasts(notification), [notification]);
  return null;
}

export function AppRoot() {
  const language = useUiStore((s) => s.language);
  const [locale, setLocale] = useState<Locale | undefined>();
  const dataProvider = useMemo(() => createDataProvider(registry), []);
  const resources = useMemo(refineResources, []);

  useEffect(() => {
    let live = true;
    void loadAntdLocale(language).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [language]);

  return (
    <ThemeProvider locale={locale}>
      <AntdApp notification={TOAST_CONFIG} message={{ maxCount: TOAST_CONFIG.maxCount }}>
        <ToastBinder />
        <NavigatorBridge />
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={notificationProvider}
          liveProvider={liveProvider}
          resources={resources}
          options={{
            disableTelemetry: true,
            // RequireAuth is the guard; refine's per-route check would only repeat it.
            disableRouteChangeHandler: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            reactQuery: {
              clientConfig: {
                defaultOptions: {
                  queries: {
                    staleTime: QUERY_CACHE.staleTimeMs,
                    refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
                    retry: (count, error) => count < QUERY_CACHE.retries && isRetryableQueryError(error),
                  },
                },
              },
            },
          }}
        >
          <AppRoutes />
        </Refine>
      </AntdApp>
    </ThemeProvider>
  );
}
