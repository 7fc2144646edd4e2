import { Typography } from "antd";
import { DETAIL_STYLE } from "./detailStyle";

export default function RouterErrorDetail({ text }: { text: string }) {
  return (
    <Typography.Paragraph code copyable style={DETAIL_STYLE}>
      {text}
    </Typography.Paragraph>
  );
}
