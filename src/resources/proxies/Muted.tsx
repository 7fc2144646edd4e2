import { theme, Typography } from "antd";
import type { TextProps } from "antd/es/typography/Text";

/**
 * Secondary text that still meets WCAG AA: antd's `type="secondary"` paints with
 * colorTextDescription (45 % alpha), below 4.5:1 in both themes; colorTextSecondary passes.
 */
export const Muted = ({ style, ...props }: Omit<TextProps, "type">) => {
  const { token } = theme.useToken();
  return <Typography.Text {...props} style={{ color: token.colorTextSecondary, ...style }} />;
};

export default Muted;
