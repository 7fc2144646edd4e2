import { Alert } from "antd";

/** Above a dialog's form after a failed save: what failed, then the server's words, one per line. */
export const SaveFailedAlert = ({ title, lines }: { title: string; lines: readonly string[] }) => (
  <Alert
    type="error"
    showIcon
    message={title}
    description={<span style={{ whiteSpace: "pre-line" }}>{lines.join("\n")}</span>}
    style={{ marginBottom: 16 }}
  />
);
