import type { ReactNode } from "react";
import { Tag, theme } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";

/** Text in shade 8, not antd's 7 (green 7 on green 1 is 3.4:1, below WCAG AA). */
export const ToneTag = ({ tone, children }: { tone: PresetColorKey | "default"; children: ReactNode }) => {
  const { token } = theme.useToken();
  if (tone === "default") return <Tag style={{ marginInlineEnd: 0 }}>{children}</Tag>;
  return (
    <Tag color={tone} style={{ marginInlineEnd: 0, color: token[`${tone}8`] }}>
      {children}
    </Tag>
  );
};
