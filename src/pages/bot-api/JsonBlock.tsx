import { CopyOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Typography, theme } from "antd";
import { prettyJson } from "@/api/types/botApi";
import { Tip } from "@/components/widgets/Tip";
import { useCopy } from "@/components/widgets/useCopy";

/** Formatted JSON as a text node with a copy button; markup in a body shows as markup. */
export const JsonBlock = ({ title, value, copyLabel }: { title: string; value: unknown; copyLabel: string }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const copy = useCopy("faq-api.copied", "faq-api.copy_failed");
  const text = prettyJson(value);
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{title}</Typography.Text>
        <Tip title={copyLabel}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined aria-hidden />}
            aria-label={copyLabel}
            onClick={() => void copy(text)}
          >
            {t("faq-api.copy")}
          </Button>
        </Tip>
      </Flex>
      <pre
        tabIndex={0}
        aria-label={title}
        style={{
          margin: 0,
          padding: 12,
          maxHeight: 320,
          overflow: "auto",
          fontSize: 12,
          background: token.colorFillTertiary,
          borderRadius: token.borderRadius,
          color: token.colorText,
        }}
      >
        <code>{text}</code>
      </pre>
    </Flex>
  );
};
