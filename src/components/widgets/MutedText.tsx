import { theme, Typography } from "antd";
import type { TextProps } from "antd/es/typography/Text";

/** Secondary text in colorTextSecondary: antd's colorTextDescription falls below 4.5:1. */
export const MutedText = ({ style, ...props }: Omit<TextProps, "type">) => {
  const { token } = theme.useToken();
  return <Typography.Text {...props} style={{ color: token.colorTextSecondary, ...style }} />;
};
