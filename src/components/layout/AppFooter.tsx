import { useTranslate } from "@refinedev/core";
import { Layout, theme, Typography } from "antd";
import { COPYRIGHT_START_YEAR } from "@/config";

/** "© 2019–<this year>" and the panel name; the year is read at render so it never goes stale. */
export const AppFooter = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const year = new Date().getFullYear();
  const range = year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}\u2013${year}` : `${COPYRIGHT_START_YEAR}`;

  return (
    <Layout.Footer
      style={{
        textAlign: "center",
        padding: "16px 24px",
        background: "transparent",
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Text type="secondary">
        © {range} {t("def.app_title")}
      </Typography.Text>
    </Layout.Footer>
  );
};
