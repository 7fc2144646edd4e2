import { Typography } from "antd";

/** The crash screen's error text, copyable (loaded with the crash screen, see RouterError). */
export default function RouterErrorDetail({ text }: { text: string }) {
  return (
    <Typography.Paragraph code copyable style={{ maxWidth: 640, margin: "0 auto", whiteSpace: "pre-wrap" }}>
      {text}
    </Typography.Paragraph>
  );
}
