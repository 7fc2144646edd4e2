import { useCallback, useMemo } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import type { ProxyConfig } from "@/api/types/proxies";
import { Page } from "@/components/layout/Page";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { proxyConfigs } from "@/registry/areas/proxies";
import { KeyValueRows } from "./KeyValueRows";
import { ProxyLocaleSelect } from "./ProxyLocaleSelect";
import { proxyConfigCells } from "./proxyCells";
import { configLabel } from "./proxyFormat";
import { useLocales } from "@/components/locale/useLocales";
import { useReloadProxies } from "./useReloadProxies";
import styles from "./ProxyLists.module.css";
import { useListForm } from "../views/useListForm";
import { useOpenRow } from "../views/useOpenParam";

const ProxyConfigsList = () => {
  const t = useTranslate();
  const table = useListTable<ProxyConfig>(proxyConfigs);
  // The list's locale cells warn when the locales cannot be read; the dialog's choice is that same list.
  const locales = useLocales();
  const { edit, remove, addButton, overlays } = useListForm<ProxyConfig>(proxyConfigs);
  const reloader = useReloadProxies();
  const invalidate = useInvalidate();
  useOpenRow(proxyConfigs.name, table.rows, "id", edit);

  const deleteConfig = async (config: ProxyConfig) => {
    const deleted = await remove(proxyConfigs, config, { config: configLabel(config), total: config.proxyCount });
    // The config's proxies went with it.
    if (deleted) await invalidate({ resource: "proxies", invalidates: ["list"] });
  };

  const cells = useMemo(() => proxyConfigCells(t), [t]);
  // deleteConfig and reload only close over stable hooks and t.
  const onAction = useMemo(
    () => ({
      edit,
      reload: (config: ProxyConfig) => void reloader.reload(config),
      delete: (config: ProxyConfig) => void deleteConfig(config),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const actionProps = useCallback(
    (key: string, config: ProxyConfig) => ({ loading: key === "reload" && reloader.reloadingId === config.id }),
    [reloader.reloadingId],
  );

  return (
    <Page
      className={styles.page}
      title={t("proxy.configs.title")}
      description={t("proxy.configs.description")}
      actions={addButton}
    >
      <DeclaredList<ProxyConfig>
        className={styles.tableCard}
        area={proxyConfigs}
        list={table}
        cells={cells}
        onAction={onAction}
        actionProps={actionProps}
      />
      {overlays({
        controls: {
          localeId: <ProxyLocaleSelect locales={locales.all} loading={locales.loading} />,
          auth: <KeyValueRows name="auth" />,
          otherParams: <KeyValueRows name="otherParams" />,
        },
      })}
      {reloader.dialog}
    </Page>
  );
};

export default ProxyConfigsList;
