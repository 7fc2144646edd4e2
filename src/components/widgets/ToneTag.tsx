import type { ReactNode } from "react";
import { Tag, theme } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";

/**
 * A preset-coloured tag whose text uses shade 8 instead of antd's shade 7: green 7 on green 1 is
 * only 3.4:1 in the light theme, below WCAG AA. In the dark palettes shade 8 is lighter still, so
 * the text gains contrast there too. "default" stays antd's neutral tag.
 */
export const ToneTag = ({ tone, children }: { tone: PresetColorKey | "default"; children: ReactNode }) => {
  const { token } = theme.useToken();
  if (tone === "default") return <Tag style={{ marginInlineEnd: 0 }}>{children}</Tag>;
  return (
    <Tag color={tone} style={{ marginInlineEnd: 0, color: token[`${tone}8`] }}>
      {children}
    </Tag>
  );
};
