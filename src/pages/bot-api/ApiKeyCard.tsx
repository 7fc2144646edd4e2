import { useState } from "react";
import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined, KeyOutlined } from "@ant-design/icons";
import { useOne, useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Skeleton, Typography } from "antd";
import { Card } from "@/components/widgets/Card";
import { Tip } from "@/components/widgets/Tip";
import { useCopy } from "@/components/widgets/useCopy";
import type { ApiKeyRecord } from "@/registry/lookups/bot-api";
import styles from "./BotApi.module.css";

export const maskKey = (key: string): string => `${"•".repeat(Math.max(8, key.length - 4))}${key.slice(-4)}`;

export const ApiKeyCard = () => {
  const t = useTranslate();
  const [shown, setShown] = useState(false);
  const copy = useCopy("faq-api.copied", "faq-api.copy_failed");
  const { result, query } = useOne<ApiKeyRecord>({
    resource: "bot-api-key",
    id: "me",
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const key = result?.apiKey;
  return (
    <Card
      variant="borderless"
      title={
        <span>
          <KeyOutlined aria-hidden /> {t("faq-api.key.title")}
        </span>
      }
    >
      {query.isLoading ? (
        <Skeleton.Input active block />
      ) : !key ? (
        <Alert type="warning" showIcon message={t("faq-api.key.missing")} />
      ) : (
        <Flex gap={8} align="center" wrap>
          <Typography.Text
            code
            className={styles.scroller}
            tabIndex={0}
            style={{ fontSize: 14 }}
            aria-label={shown ? t("faq-api.key.label") : t("faq-api.key.masked")}
          >
            {shown ? key : maskKey(key)}
          </Typography.Text>
          <Tip title={t(shown ? "faq-api.key.hide" : "faq-api.key.show")}>
            <Button
              aria-pressed={shown}
              aria-label={t(shown ? "faq-api.key.hide" : "faq-api.key.show")}
              icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
              onClick={() => setShown((s) => !s)}
            />
          </Tip>
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(key)}>
            {t("faq-api.key.copy")}
          </Button>
        </Flex>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t("faq-api.key.hint")}
      </Typography.Paragraph>
    </Card>
  );
};
