import { ROUTES } from "@/api/redirect";
import { ControlOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { theme, Typography } from "antd";
import { Link } from "react-router";
import { HEADER_HEIGHT } from "@/theme/themeConfig";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";

interface AppTitleProps {
  collapsed: boolean;
}

export const AppTitle = ({ collapsed }: AppTitleProps) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const cut = useCssEllipsis();
  const title = t("def.app_title");

  return (
    <Link
      to={ROUTES.home}
      aria-label={title}
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: collapsed ? "center" : "flex-start",
        gap: 12,
        height: HEADER_HEIGHT,
        padding: collapsed ? 0 : "0 20px",
        flexShrink: 0,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <span
        aria-hidden
        style={{
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: 32,
          height: 32,
          borderRadius: token.borderRadiusLG,
          background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorPrimaryActive})`,
          color: token.colorTextLightSolid,
          fontSize: 18,
          flexShrink: 0,
        }}
      >
        <ControlOutlined />
      </span>
      {!collapsed && (
        <Typography.Text strong className={cut} style={{ fontSize: 16, color: token.colorText }}>
          {title}
        </Typography.Text>
      )}
    </Link>
  );
};
