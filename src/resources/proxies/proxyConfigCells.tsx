import { Flex, Tag, Typography } from "antd";
import { Link } from "react-router";
import type { ProxyConfig } from "@/api/types/proxies";
import type { Locale } from "@/api/types/locales";
import { proxies } from "@/registry/areas/proxies";
import type { Translate } from "./proxyCells";
import { serviceTypeLabel } from "./proxyFormat";
import { MutedText } from "@/components/widgets";
import styles from "./ProxyLists.module.css";

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

/** The cells of /proxy/configs no declared kind draws (src/registry/areas/proxies.tsx). */
export const proxyConfigCells = (t: Translate, locales: ReadonlyMap<number, Locale>) => ({
  // The proxy count belongs to the config's identity and links to its proxies; a column of its own would not fit.
  id: (row: ProxyConfig) => (
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
  // Service and proxy type share a column: both are short labels, and the row must fit a laptop screen.
  serviceType: (row: ProxyConfig) => (
    <Flex vertical gap={4} align="flex-start">
      <Tag color="blue" bordered={false} className={styles.param}>
        {serviceTypeLabel(t, row.serviceType)}
      </Tag>
      <Tag bordered={false} className={styles.param}>
        {row.proxyType}
      </Tag>
    </Flex>
  ),
  localeId: (row: ProxyConfig) => <LocaleCell id={row.localeId} locale={locales.get(row.localeId)} t={t} />,
  authKey: (row: ProxyConfig) =>
    row.authParams.authKey ? (
      <Typography.Text code className={styles.nowrap}>
        {row.authParams.authKey}
      </Typography.Text>
    ) : (
      muted("—")
    ),
});
