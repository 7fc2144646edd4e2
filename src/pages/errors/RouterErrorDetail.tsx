import { Typography } from "antd";
import { DETAIL_STYLE } from "./detailStyle";

/** The crash screen's error text, copyable (loaded with the crash screen, see RouterError). */
export default function RouterErrorDetail({ text }: { text: string }) {
  return (
    <Typography.Paragraph code copyable style={DETAIL_STYLE}>
      {text}
    </Typography.Paragraph>
  );
}
