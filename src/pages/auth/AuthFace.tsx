import { useId, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { theme } from "antd";
import { ScreenCard } from "@/pages/status/CenteredScreen";
import { useT } from "@/providers/useT";
import { AUTH_TABS, type AuthTab } from "./authTabs";
import styles from "./AuthTabs.module.css";

interface AuthFaceProps {
  tab: AuthTab;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}

const LAST = AUTH_TABS.length - 1;

/** WAI-ARIA tabs keys; the selection follows the arrow (automatic activation). */
const keyTarget = (key: string, index: number): number | undefined => {
  if (key === "ArrowRight") return index === LAST ? 0 : index + 1;
  if (key === "ArrowLeft") return index === 0 ? LAST : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return LAST;
  return undefined;
};

/** One face of the prism: the whole card, its tab bar showing this face's tab as active. */
export const AuthFace = ({ tab, onSelect, children }: AuthFaceProps) => {
  const t = useT();
  const { token } = theme.useToken();
  // Two faces are on screen while the prism turns: ids must differ between them.
  const id = useId();
  const tabId = (key: AuthTab) => `${id}-tab-${key}`;
  const panelId = (key: AuthTab) => `${id}-panel-${key}`;

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
  const colours = {
    "--tab-line": token.colorBorderSecondary,
    "--tab-color": token.colorText,
    "--tab-hover": token.colorPrimaryHover,
    "--tab-press": token.colorPrimaryActive,
    // the link blue: the primary blue of the dark theme is 2.9:1 on its surface
    "--tab-selected": token.colorLink,
    "--tab-focus": token.colorPrimaryBorder,
  } as CSSProperties;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyTarget(event.key, AUTH_TABS.indexOf(tab));
    if (next === undefined) return;
    event.preventDefault();
    onSelect(AUTH_TABS[next]);
  };

  return (
    <ScreenCard padding={token.paddingLG}>
      {/* Plain elements on purpose: antd Typography would add ~23 KB gzip to the sign-in page. */}
      <span style={{ color: token.colorTextSecondary }}>{t("auth.brand")}</span>
      <h1
        style={{
          margin: "4px 0 8px",
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: 600,
          color: token.colorTextHeading,
        }}
      >
        {titles[tab]}
      </h1>
      <div role="tablist" className={styles.tablist} style={colours} onKeyDown={onKeyDown}>
        {AUTH_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={tabId(key)}
            className={styles.tab}
            aria-selected={key === tab}
            aria-controls={panelId(key)}
            // Roving tab stop: Tab enters the bar on the active tab, the arrows move along it.
            tabIndex={key === tab ? 0 : -1}
            onClick={() => onSelect(key)}
          >
            <span className={styles.label}>{labels[key]}</span>
          </button>
        ))}
      </div>
      {/* Every tab's panel exists so each aria-controls resolves; only this face's has content. */}
      {AUTH_TABS.map((key) => (
        <div key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden={key !== tab}>
          {key === tab ? children : null}
        </div>
      ))}
    </ScreenCard>
  );
};
