import { useMemo } from "react";
import { WarningFilled } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import { Collapse, Empty, Flex, Skeleton, Typography } from "antd";
import { IconResult } from "@/components/IconResult";
import { useSearchParams } from "react-router";
import type { ApiDocItem } from "@/api/types/botApi";
import { Page } from "@/components/layout/Page";
import { Card } from "@/components/widgets/Card";
import { SearchInput } from "@/components/widgets/SearchInput";
import { ToneTag } from "@/components/widgets/ToneTag";
import { ApiKeyCard } from "./ApiKeyCard";
import { JsonBlock } from "./JsonBlock";
import { botApiDocs } from "@/registry/areas/bot-api";
import styles from "./BotApi.module.css";

const METHOD_TONES: Record<string, "blue" | "green" | "orange" | "red"> = {
  GET: "blue",
  POST: "green",
  PUT: "orange",
  PATCH: "orange",
  DELETE: "red",
};

/** Items whose host, method, type or description holds the search, grouped by type in the API's order. */
export const groupDocs = (items: readonly ApiDocItem[], search: string): [string, ApiDocItem[]][] => {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, ApiDocItem[]>();
  for (const item of items) {
    const text = `${item.method} ${item.host} ${item.type} ${item.description}`.toLowerCase();
    if (needle && !text.includes(needle)) continue;
    groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  }
  return [...groups];
};

const ItemBody = ({ item }: { item: ApiDocItem }) => {
  const t = useTranslate();
  const name = `${item.method} ${item.host}`;
  return (
    <Flex vertical gap={12}>
      <Typography.Text code className={styles.scroller} tabIndex={0}>
        {name}
      </Typography.Text>
      <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
      {item.requestBody === null || item.requestBody === undefined ? (
        <Typography.Text type="secondary">{t("faq-api.no_body")}</Typography.Text>
      ) : (
        <JsonBlock
          title={t("faq-api.request_body")}
          value={item.requestBody}
          copyLabel={t("faq-api.copy_request", { name })}
        />
      )}
      <JsonBlock
        title={t("faq-api.success", { status: item.success.status })}
        value={item.success}
        copyLabel={t("faq-api.copy_success", { name })}
      />
      <JsonBlock
        title={t("faq-api.error", { status: item.error.status })}
        value={item.error}
        copyLabel={t("faq-api.copy_error", { name })}
      />
    </Flex>
  );
};

/** /bot-api: the documented bot calls grouped by type, searchable, and the caller's key. */
const BotApiPage = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const { result, query } = useList<ApiDocItem>({ resource: "bot-api", pagination: { mode: "off" } });
  const groups = useMemo(() => groupDocs(result.data, search), [result.data, search]);
  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("search", value);
        else next.delete("search");
        return next;
      },
      { replace: true },
    );

  let body;
  if (query.isError) body = <IconResult status="warning" icon={<WarningFilled />} title={t("faq-api.load_failed")} />;
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (groups.length === 0) body = <Empty description={t("faq-api.no_match", { search })} />;
  else
    body = groups.map(([type, items]) => (
      <section key={type} aria-labelledby={`api-type-${type}`}>
        <Typography.Title level={3} id={`api-type-${type}`} style={{ fontSize: 18 }}>
          {type} <Typography.Text type="secondary">({items.length})</Typography.Text>
        </Typography.Title>
        <Collapse
          className={styles.docs}
          items={items.map((item) => ({
            key: item.id,
            label: (
              <Flex gap={8} align="center" wrap>
                <span style={{ minWidth: 64, display: "inline-flex", justifyContent: "center" }}>
                  <ToneTag tone={METHOD_TONES[item.method] ?? "default"}>{item.method}</ToneTag>
                </span>
                <Typography.Text code className={styles.host} title={item.host}>
                  {item.host}
                </Typography.Text>
                <Typography.Text type="secondary">{item.description}</Typography.Text>
              </Flex>
            ),
            children: <ItemBody item={item} />,
          }))}
        />
      </section>
    ));

  return (
    <Page area={botApiDocs}>
      <ApiKeyCard />
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <SearchInput
            value={search}
            onSearch={setSearch}
            placeholder={t("faq-api.search")}
            aria-label={t("faq-api.search")}
            style={{ maxWidth: 420 }}
          />
          {body}
        </Flex>
      </Card>
    </Page>
  );
};

export default BotApiPage;
