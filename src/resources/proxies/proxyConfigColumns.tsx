import type { TableColumnsType } from "antd";
import { Flex, Tag, Typography } from "antd";
import { EditOutlined, ReloadOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import type { ProxyConfig } from "@/api/types/proxies";
import type { Locale } from "@/api/types/locales";
import { proxies } from "@/registry/areas/proxies";
import type { Translate } from "./proxyColumns";
import { serviceTypeLabel } from "./proxyFormat";
import { MutedText } from "@/components/widgets";
import styles from "./ProxyLists.module.css";
import { CellText } from "@/components/table/CellText";
import { DeleteRowAction, RowAction } from "@/components/table/RowAction";

export interface ConfigActions {
  canEdit: boolean;
  canDelete: boolean;
  reloadingId: number | null;
  onEdit: (config: ProxyConfig) => void;
  onReload: (config: ProxyConfig) => void;
  onDelete: (config: ProxyConfig) => void;
}

const muted = (text: string) => <MutedText>{text}</MutedText>;

const LocaleCell = ({ id, locale, t }: { id: number; locale: Locale | undefined; t: Translate }) =>
  locale ? (
    <Flex vertical gap={0} className={styles.locale}>
      <Typography.Text>{locale.name}</Typography.Text>
      <Flex gap={4} align="center" className={styles.nowrap}>
        <MutedText className={styles.small}>{locale.code}</MutedText>
        {locale.type === "TEST" && <Tag className={styles.param}>{t("proxy.config.test_locale")}</Tag>}
      </Flex>
    </Flex>
  ) : (
    muted(t("proxy.configs.unknown_locale", { id }))
  );

/** The configs' actions are small outlined buttons: the row is dense and the outline keeps them findable. */
const CONFIG_ACTION = { type: "default", size: "small" } as const;

const ActionsCell = ({ config, actions, t }: { config: ProxyConfig; actions: ConfigActions; t: Translate }) => (
  <Flex gap={4} className={styles.nowrap}>
    {actions.canEdit && (
      <>
        <RowAction
          {...CONFIG_ACTION}
          tip={t("proxy.configs.edit")}
          label={t("proxy.configs.edit_named", { id: config.id })}
          icon={<EditOutlined aria-hidden />}
          onClick={() => actions.onEdit(config)}
        />
        <RowAction
          {...CONFIG_ACTION}
          loading={actions.reloadingId === config.id}
          tip={t("proxy.configs.reload")}
          label={t("proxy.configs.reload_named", { id: config.id })}
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => actions.onReload(config)}
        />
      </>
    )}
    {actions.canDelete && (
      <DeleteRowAction
        {...CONFIG_ACTION}
        tip={t("proxy.configs.delete")}
        label={t("proxy.configs.delete_named", { id: config.id })}
        onClick={() => actions.onDelete(config)}
      />
    )}
  </Flex>
);

export const proxyConfigColumns = (
  t: Translate,
  locales: ReadonlyMap<number, Locale>,
  actions: ConfigActions,
): TableColumnsType<ProxyConfig> => [
  {
    key: "id",
    title: t("proxy.configs.fields.id"),
    // The proxy count belongs to the config's identity and links to its proxies; a column of its own would not fit.
    render: (_, row) => (
      <Flex vertical gap={0} className={styles.nowrap}>
        <Typography.Text strong>{row.id}</Typography.Text>
        <Link
          to={`${proxies.routes.list}?config=${row.id}`}
          className={styles.small}
          aria-label={t("proxy.configs.show_proxies", { total: row.proxyCount, id: row.id })}
        >
          {t("proxy.configs.proxy_count", { total: row.proxyCount })}
        </Link>
      </Flex>
    ),
  },
  {
    // Service and proxy type share a column: both are short labels, and the row must fit a laptop screen.
    key: "serviceType",
    title: t("proxy.configs.fields.type"),
    render: (_, row) => (
      <Flex vertical gap={4} align="flex-start">
        <Tag color="blue" bordered={false} className={styles.param}>
          {serviceTypeLabel(t, row.serviceType)}
        </Tag>
        <Tag bordered={false} className={styles.param}>
          {row.proxyType}
        </Tag>
      </Flex>
    ),
  },
  {
    key: "baseUrl",
    title: t("proxy.configs.fields.baseUrl"),
    render: (_, row) => <CellText text={row.baseUrl} maxWidth={150} />,
  },
  {
    key: "queryUrl",
    title: t("proxy.configs.fields.queryUrl"),
    render: (_, row) => <CellText text={row.queryUrl} code maxWidth={150} />,
  },
  {
    key: "localeId",
    title: t("proxy.configs.fields.localeId"),
    render: (_, row) => <LocaleCell id={row.localeId} locale={locales.get(row.localeId)} t={t} />,
  },
  { key: "delayCheck", title: t("proxy.configs.fields.delayCheck"), dataIndex: "delayCheck" },
  {
    key: "authKey",
    title: t("proxy.configs.fields.authKey"),
    render: (_, row) =>
      row.authParams.authKey ? (
        <Typography.Text code className={styles.nowrap}>
          {row.authParams.authKey}
        </Typography.Text>
      ) : (
        muted("—")
      ),
  },
  ...(actions.canEdit || actions.canDelete
    ? [
        {
          key: "actions",
          title: t("proxy.configs.fields.actions"),
          render: (_: unknown, row: ProxyConfig) => <ActionsCell config={row} actions={actions} t={t} />,
        },
      ]
    : []),
];
