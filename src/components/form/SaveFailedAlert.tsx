import { Alert } from "antd";

export const SaveFailedAlert = ({ title, lines }: { title: string; lines: readonly string[] }) => (
  <Alert
    type="error"
    showIcon
    message={title}
    description={<span style={{ whiteSpace: "pre-line" }}>{lines.join("\n")}</span>}
    style={{ marginBottom: 16 }}
  />
);
