import type { ReactNode } from "react";
import { theme } from "antd";
import { IconResult } from "@/components/IconResult";
import { useT } from "@/providers/useT";
import { CenteredScreen, ScreenCard } from "./CenteredScreen";
import { STATUS_SCREENS } from "./statusScreens";

interface StatusCardProps {
  screen: keyof typeof STATUS_SCREENS;
  notice?: ReactNode;
  actions: ReactNode;
}

export const StatusCard = ({ screen, notice, actions }: StatusCardProps) => {
  const t = useT();
  const { token } = theme.useToken();
  const { status, icon, title, description } = STATUS_SCREENS[screen];
  return (
    <CenteredScreen>
      <ScreenCard>
        <IconResult
          status={status}
          icon={icon}
          title={<h1 style={{ font: "inherit", margin: 0, color: "inherit" }}>{t(title)}</h1>}
          subTitle={t(description)}
          style={{ padding: token.paddingSM }}
          extra={
            // Plain flex boxes with antd Flex's gaps: Flex itself is ~1.3 KB gzip on the sign-in page.
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
