import { Flex, Form, theme, Typography } from "antd";
import { useTranslate } from "@refinedev/core";
import { CountryFlag, flagUrl } from "@/components/locale";
import { useDebouncedValue } from "@/components/widgets/useDebouncedValue";

/** The add-locale form loads the flag preview once the country code rests this long. */
export const FLAG_PREVIEW_MS = 300;

export const FlagPreview = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const country = (Form.useWatch<string | undefined>("country") ?? "").trim();
  const code = useDebouncedValue(country, FLAG_PREVIEW_MS);
  return (
    <Form.Item>
      <Flex
        align="center"
        gap={8}
        data-testid="flag-preview"
        style={{
          minHeight: 32,
          padding: "4px 12px",
          borderRadius: token.borderRadius,
          background: token.colorFillAlter,
        }}
      >
        <Typography.Text type="secondary">{t("locale.add.preview")}</Typography.Text>
        {flagUrl(code) ? (
          <CountryFlag key={code} code={code} />
        ) : (
          <Typography.Text type="secondary">{t("locale.add.preview_none")}</Typography.Text>
        )}
      </Flex>
    </Form.Item>
  );
};
