import type { ReactNode } from "react";
import { Card, Tabs, theme } from "antd";
import { useTranslate } from "@refinedev/core";
import { AUTH_TABS, type AuthTab } from "./authTabs";

const isAuthTab = (key: string): key is AuthTab => (AUTH_TABS as readonly string[]).includes(key);

interface AuthFaceProps {
  tab: AuthTab;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}

/** One face of the prism: the whole card, its tab bar showing this face's tab as active. */
export const AuthFace = ({ tab, onSelect, children }: AuthFaceProps) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const labels: Record<AuthTab, string> = {
    login: t("auth.tabs.login"),
    register: t("auth.tabs.register"),
    reset: t("auth.tabs.reset"),
  };
  const titles: Record<AuthTab, string> = {
    login: t("auth.login.title"),
    register: t("auth.register.title"),
    reset: t("auth.reset.title"),
  };

  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 24 } }} style={{ boxShadow: token.boxShadowTertiary }}>
      {/* Plain elements on purpose: antd Typography would add ~23 KB gzip to the sign-in page. */}
      <span style={{ color: token.colorTextSecondary }}>{t("auth.brand")}</span>
      <h1 style={{ margin: "4px 0 8px", fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: 600, color: token.colorTextHeading }}>
        {titles[tab]}
      </h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => isAuthTab(key) && onSelect(key)}
        items={AUTH_TABS.map((key) => ({ key, label: labels[key], children: key === tab ? children : null }))}
      />
    </Card>
  );
};
