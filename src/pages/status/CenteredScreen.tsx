import type { ReactNode } from "react";
import { theme } from "antd";
import styles from "./CenteredScreen.module.css";

/**
 * The signed-out screens' frame: one centred column on the layout background. Colours come from
 * the antd theme tokens so the same screen reads well in the light and the dark theme.
 */
export const CenteredScreen = ({ children, anchor = "center" }: { children: ReactNode; anchor?: "center" | "top" }) => {
  const { token } = theme.useToken();
  return (
    <main
      className={anchor === "top" ? `${styles.screen} ${styles.top}` : styles.screen}
      style={{
        background: `radial-gradient(ellipse at top, ${token.colorPrimaryBg}, ${token.colorBgLayout} 65%)`,
        color: token.colorText,
      }}
    >
      <div className={styles.column}>{children}</div>
    </main>
  );
};
