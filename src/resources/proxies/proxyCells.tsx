import { Button, Flex, Tag, Typography } from "antd";
import type { Proxy, ProxyConfig } from "@/api/types/proxies";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { coordinatesOf, credentialsOf, gatewayOf, hostOf, paramPairs, serviceTypeLabel } from "./proxyFormat";
import { MutedText } from "@/components/widgets";
import styles from "./ProxyLists.module.css";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const ConfigCell = ({ id, config, t }: { id: number; config: ProxyConfig | undefined; t: Translate }) =>
  config ? (
    <Flex vertical gap={0} className={styles.nowrap}>
      <Typography.Text>{hostOf(config.baseUrl)}</Typography.Text>
      <MutedText className={styles.small}>
        #{config.id} · {serviceTypeLabel(t, config.serviceType)} · {config.proxyType}
      </MutedText>
    </Flex>
  ) : (
    <MutedText>{t("proxy.list.unknown_config", { id })}</MutedText>
  );

/** The cells of /proxy/list (all five need more than one field or a control; src/registry/areas/proxies.tsx). */
export const proxyCells = (t: Translate, configs: ReadonlyMap<number, ProxyConfig>) => ({
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
  configId: (row: Proxy) => <ConfigCell id={row.configId} config={configs.get(row.configId)} t={t} />,
  timezone: (row: Proxy) => (
    <Flex vertical gap={0} className={styles.nowrap}>
      <Typography.Text strong>{row.timezone.town}</Typography.Text>
      <MutedText className={styles.small}>{row.timezone.timezone}</MutedText>
      <MutedText className={styles.small}>{coordinatesOf(row.timezone)}</MutedText>
    </Flex>
  ),
  proxyParams: (row: Proxy) => {
    const pairs = paramPairs(row.proxyParams);
    return pairs.length === 0 ? (
      <MutedText>—</MutedText>
    ) : (
      <Flex gap={4} wrap className={styles.params}>
        {pairs.map((pair) => (
          <Tag key={pair.key} bordered={false} className={styles.param}>
            {pair.text}
          </Tag>
        ))}
      </Flex>
    );
  },
});
