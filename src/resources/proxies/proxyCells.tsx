import { Button, Flex, Tag, Typography } from "antd";
import { Link } from "react-router";
import type { Proxy, ProxyConfig } from "@/api/types/proxies";
import { proxies } from "@/registry/areas/proxies";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { paramPairs } from "@/registry/areas/proxyParams";
import type { DateInput } from "@/lib/date";
import { coordinatesOf, credentialsOf, gatewayOf, hostOf, serviceTypeLabel } from "./proxyFormat";
import { MutedText } from "@/components/widgets/MutedText";
import styles from "./ProxyLists.module.css";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The cells of /proxy/list (all five need more than one field or a control; src/registry/areas/proxies.tsx). */
export const proxyCells = (
  t: Translate,
  configs: ReadonlyMap<number, ProxyConfig>,
  formatDate: (value: DateInput) => string,
) => ({
  // Gateway and credentials on two lines keep the column narrow; the copy takes the whole line.
  proxy: (row: Proxy) => (
    <Flex vertical gap={0} className={styles.nowrap}>
      <Typography.Text
        className={styles.mono}
        copyable={{ text: row.proxy, tooltips: [t("proxy.list.copy"), t("proxy.list.copied")] }}
      >
        {gatewayOf(row.proxy)}
      </Typography.Text>
      <MutedText className={`${styles.mono} ${styles.small}`}>{credentialsOf(row.proxy)}</MutedText>
    </Flex>
  ),
  nameMachine: (row: Proxy) =>
    row.nameMachine ? (
      <Button
        type="link"
        size="small"
        className={styles.nowrap}
        style={{ paddingInline: 0 }}
        aria-label={t("proxy.list.open_machine", { name: row.nameMachine })}
        onClick={() => useMachineDialog.getState().open(row.nameMachine ?? "")}
      >
        {row.nameMachine}
      </Button>
    ) : (
      <Tag bordered={false}>{t("proxy.list.unassigned")}</Tag>
    ),
  configId: (row: Proxy) => {
    const config = configs.get(row.configId);
    return config ? (
      <Flex vertical gap={0} className={styles.nowrap}>
        <Typography.Text>{hostOf(config.baseUrl)}</Typography.Text>
        <MutedText className={styles.small}>
          #{config.id} · {serviceTypeLabel(t, config.serviceType)} · {config.proxyType}
        </MutedText>
      </Flex>
    ) : (
      <MutedText>{t("proxy.list.unknown_config", { id: row.configId })}</MutedText>
    );
  },
  timezone: (row: Proxy) => (
    <Flex vertical gap={0} className={styles.nowrap}>
      <Typography.Text strong>{row.timezone.town}</Typography.Text>
      <MutedText className={styles.small}>{row.timezone.timezone}</MutedText>
      <MutedText className={styles.small}>{coordinatesOf(row.timezone)}</MutedText>
    </Flex>
  ),
  proxyParams: (row: Proxy) => {
    const pairs = paramPairs(row.proxyParams, { t, formatDate });
    return pairs.length === 0 ? (
      <MutedText>—</MutedText>
    ) : (
      <Flex gap={4} wrap className={styles.params}>
        {pairs.map((pair) => (
          // A Tab stop, so the whole value in its title reaches the keyboard as well as the pointer.
          <Tag key={pair.key} bordered={false} className={styles.param} title={pair.text} tabIndex={0}>
            {pair.text}
          </Tag>
        ))}
      </Flex>
    );
  },
});

/** The cells of /proxy/configs no declared kind draws (src/registry/areas/proxies.tsx). */
export const proxyConfigCells = (t: Translate) => ({
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
  authKey: (row: ProxyConfig) =>
    row.authParams.authKey ? (
      <Typography.Text code className={styles.nowrap}>
        {row.authParams.authKey}
      </Typography.Text>
    ) : (
      <MutedText>—</MutedText>
    ),
});
