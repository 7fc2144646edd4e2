import { useMemo, type ReactNode } from "react";
import { Refine, type I18nProvider, type ResourceProps } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import routerProvider from "@refinedev/react-router";
import { registry, GROUPS } from "@/registry";
import { lookups } from "@/registry/lookups";
import { resourceLabelKey } from "@/registry/labels";
import { authProvider } from "./auth";
import { accessControlProvider } from "./accessControl";
import { lazyLiveProvider } from "./liveLazy";
import { createDataProvider } from "./data";
import { i18nProvider } from "./i18n";
import { notificationProvider } from "./notification";
import { withRequestErrorTexts } from "./httpWiring";
import { createAuditLogProvider } from "./auditLog";
import { useSessionQueryClient } from "./sessionQueryClient";

const notifications = withRequestErrorTexts(notificationProvider);

/** One provider object per language, or memoised titles keep the old language. */
const providerPerLanguage = new Map<string, I18nProvider>();
const i18nProviderIn = (language: string): I18nProvider => {
  let provider = providerPerLanguage.get(language);
  if (!provider) {
    provider = { ...i18nProvider };
    providerPerLanguage.set(language, provider);
  }
  return provider;
};

/** Groups first as menu parents, then the areas. */
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
      audit: r.audit && [...r.audit],
    },
  })),
];

/** <Refine> with every provider, loaded with the signed-in shell: ~85 KB gzip the sign-in screens do not need. */
export function RefineProvider({ children }: { children: ReactNode }) {
  const dataProvider = useMemo(() => createDataProvider([...registry, ...lookups]), []);
  const resources = useMemo(() => refineResources(), []);
  const queryClient = useSessionQueryClient();
  const auditLogProvider = useMemo(() => createAuditLogProvider(queryClient), [queryClient]);
  const { i18n } = useTranslation();
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      auditLogProvider={auditLogProvider}
      i18nProvider={i18nProviderIn(i18n.language)}
      notificationProvider={notifications}
      liveProvider={lazyLiveProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        // RequireAuth is the guard; refine's per-route check would only repeat it.
        disableRouteChangeHandler: true,
        syncWithLocation: false,
        warnWhenUnsavedChanges: false,
        // The query cache's settings, and the offline alert for calls React Query holds back while offline.
        reactQuery: { clientConfig: queryClient },
      }}
    >
      {children}
    </Refine>
  );
}
