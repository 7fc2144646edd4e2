import { useMemo } from "react";
import { useFormatDate } from "@/lib/useFormatDate";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Select, Typography } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { useSearchParams } from "react-router";
import type { Proxy, ProxyConfig } from "@/api/types/proxies";
import { useLookup } from "@/resources/views/useLookup";
import { Page } from "@/components/layout/Page";
import { useCan } from "@/providers/useCan";
import { LIST_PARAMS, DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { proxies } from "@/registry/areas/proxies";
import { proxyCells } from "./proxyCells";
import { configIdFromSearch, configLabel } from "./proxyFormat";
import { useReloadProxies } from "./useReloadProxies";
import styles from "./ProxyLists.module.css";
import { useOpenRow } from "../views/useOpenParam";

const CONFIG_PARAM = "config";

/** Proxies of every config or of one (`?config=<id>`, so a config's proxies can be linked to). */
const ProxiesList = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const configId = configIdFromSearch(params.get(CONFIG_PARAM));
  const { rows: configs, byId, loading: configsLoading } = useLookup<ProxyConfig>("proxy-configs", "id");
  const table = useListTable<Proxy>(proxies, { filters: { configId } });
  const { reload, reloadingId, dialog } = useReloadProxies();
  const canReload = useCan()(proxies.name, "edit");
  const selected = byId.get(configId);
  useOpenRow(proxies.name, table.rows, "id");

  const chooseConfig = (id: number) => {
    // One URL write: two updates in one tick would each start from the same URL, and the
    // second would put back the page the first removed. Another config starts on page 1.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id > 0) next.set(CONFIG_PARAM, String(id));
        else next.delete(CONFIG_PARAM);
        next.delete(LIST_PARAMS.page);
        return next;
      },
      { replace: true },
    );
  };

  const formatDate = useFormatDate();
  const cells = useMemo(() => proxyCells(t, byId, formatDate), [t, byId, formatDate]);

  return (
    <Page
      className={styles.page}
      title={t("proxy.list.title")}
      description={t("proxy.list.description")}
      actions={
        canReload && (
          <Button
            icon={<ReloadOutlined aria-hidden />}
            disabled={!selected}
            loading={selected !== undefined && reloadingId === selected.id}
            onClick={() => selected && void reload(selected)}
          >
            {t("proxy.list.reload")}
          </Button>
        )
      }
    >
      <DeclaredList<Proxy>
        className={styles.tableCard}
        area={proxies}
        list={table}
        cells={cells}
        toolbar={
          <Flex gap={8} align="center" wrap>
            <Typography.Text id="proxy-config-filter-label">{t("proxy.list.config_filter")}</Typography.Text>
            <Select<number>
              aria-labelledby="proxy-config-filter-label"
              value={configId}
              options={[
                { value: 0, label: t("proxy.list.all_configs") },
                ...configs.map((c) => ({ value: c.id, label: configLabel(c) })),
              ]}
              loading={configsLoading}
              onChange={chooseConfig}
              popupMatchSelectWidth={false}
              className={styles.configFilter}
            />
          </Flex>
        }
      />
      {dialog}
    </Page>
  );
};

export default ProxiesList;
