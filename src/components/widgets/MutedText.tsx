import { theme, Typography } from "antd";
import type { TextProps } from "antd/es/typography/Text";

/**
 * Secondary text that still meets WCAG AA: antd's `type="secondary"` paints with
 * colorTextDescription (45 % alpha), below 4.5:1 on both themes; colorTextSecondary passes.
 * The theme now lifts colorTextDescription too, but this keeps the contrast from depending on it.
 */
export const MutedText = ({ style, ...props }: Omit<TextProps, "type">) => {
  const { token } = theme.useToken();
  return <Typography.Text {...props} style={{ color: token.colorTextSecondary, ...style }} />;
};

export default MutedText;
