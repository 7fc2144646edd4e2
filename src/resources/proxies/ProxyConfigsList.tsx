import { useCallback, useMemo, useState } from "react";
import { useInvalidate, useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { ProxyConfig } from "@/api/types/proxies";
import { PageHeader } from "@/components/layout/PageHeader";
import { useCreateRequest } from "@/components/layout/createRequest";
import { useCan } from "@/providers/useCan";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { proxyConfigs } from "@/registry/areas/proxies";
import { DeclaredForm } from "@/resources/views/DeclaredForm";
import { KeyValueRows } from "./KeyValueRows";
import { ProxyLocaleSelect } from "./ProxyLocaleSelect";
import { proxyConfigCells } from "./proxyCells";
import { configLabel } from "./proxyFormat";
import { useLocales } from "@/components/locale/useLocales";
import { useReloadProxies } from "./useReloadProxies";
import styles from "./ProxyLists.module.css";
import { useConfirmedDelete } from "../views/useConfirmedDelete";

type ConfigRow = ProxyConfig & BaseRecord;

/** Provider feeds: add, edit, reload their proxies and (owners only) delete them. */
export const ProxyConfigsList = () => {
  const t = useTranslate();
  const table = useListTable<ConfigRow>(proxyConfigs);
  const locales = useLocales({ failureTitle: "proxy.errors.locales" });
  const [form, setForm] = useState<{ config?: ConfigRow } | null>(null);
  useCreateRequest(() => setForm({}));
  const reloader = useReloadProxies();
  const { remove, dialog: confirmDialog } = useConfirmedDelete<ConfigRow>();
  const invalidate = useInvalidate();
  const canEdit = useCan()(proxyConfigs.name, "edit");

  const deleteConfig = async (config: ProxyConfig) => {
    const deleted = await remove(proxyConfigs.name, config.id, {
      title: t("proxy.configs.delete_title"),
      description: t("proxy.configs.delete_text", { config: configLabel(config), total: config.proxyCount }),
      confirmText: t("proxy.configs.delete"),
      success: t("proxy.configs.deleted"),
      successText: configLabel(config),
      failed: t("proxy.configs.delete_failed"),
      fallback: t("proxy.errors.unknown"),
    });
    // The config's proxies went with it.
    if (deleted) await invalidate({ resource: "proxies", invalidates: ["list"] });
  };

  const cells = useMemo(() => proxyConfigCells(t, locales.byId), [t, locales.byId]);
  // deleteConfig and reload only close over stable hooks and t.
  const onAction = useMemo(
    () => ({
      edit: (config: ConfigRow) => setForm({ config }),
      reload: (config: ConfigRow) => void reloader.reload(config),
      delete: (config: ConfigRow) => void deleteConfig(config),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const actionProps = useCallback(
    (key: string, config: ConfigRow) => ({ loading: key === "reload" && reloader.reloadingId === config.id }),
    [reloader.reloadingId],
  );

  return (
    <div className={styles.page}>
      <PageHeader
        compact
        style={{ marginBottom: 16 }}
        title={t("proxy.configs.title")}
        description={t("proxy.configs.description")}
        actions={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({})}>
              {t("proxy.configs.add")}
            </Button>
          )
        }
      />
      <DeclaredList<ConfigRow>
        className={styles.tableCard}
        area={proxyConfigs}
        list={table}
        cells={cells}
        onAction={onAction}
        actionProps={actionProps}
        noMatch={t("proxy.configs.empty")}
      />
      {form && (
        <DeclaredForm
          declaration={proxyConfigs}
          row={form.config}
          controls={{
            localeId: <ProxyLocaleSelect locales={locales.all} loading={locales.loading} />,
            auth: <KeyValueRows name="auth" />,
            otherParams: <KeyValueRows name="otherParams" />,
          }}
          onClosed={() => setForm(null)}
        />
      )}
      {reloader.dialog}
      {confirmDialog}
    </div>
  );
};

export default ProxyConfigsList;
