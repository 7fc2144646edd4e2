import type { ReactNode } from "react";
import { theme } from "antd";
import { IconResult } from "@/components/IconResult";
import { CenteredScreen, ScreenCard } from "./CenteredScreen";

interface StatusCardProps {
  status: "info" | "warning" | "error";
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Inline outcome of the screen's last action (e.g. "still pending"). */
  notice?: ReactNode;
  actions: ReactNode;
}

/** A centred card for the account-state screens (new user, banned, server unavailable). */
export const StatusCard = ({ status, icon, title, description, notice, actions }: StatusCardProps) => {
  const { token } = theme.useToken();
  return (
    <CenteredScreen>
      <ScreenCard>
        <IconResult
          status={status}
          icon={icon}
          title={<h1 style={{ font: "inherit", margin: 0, color: "inherit" }}>{title}</h1>}
          subTitle={description}
          style={{ padding: token.paddingSM }}
          extra={
            // Plain flex boxes with antd Flex's gaps: Flex itself is ~1.3 KB gzip on the sign-in page (issue 8).
            <div style={{ display: "flex", flexDirection: "column", gap: token.padding }}>
              {notice}
              <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: token.paddingXS }}>
                {actions}
              </div>
            </div>
          }
        />
      </ScreenCard>
    </CenteredScreen>
  );
};
