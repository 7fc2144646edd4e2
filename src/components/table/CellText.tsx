import { Typography } from "antd";
import styles from "./DataTable.module.css";

interface CellTextProps {
  text: string;
  maxWidth?: number;
  strong?: boolean;
  code?: boolean;
}

/** One line cut by CSS (a virtual table measures nothing), whole on hover, on focus and for screen readers. */
export const CellText = ({ text, maxWidth = 280, strong, code }: CellTextProps) => (
  <Typography.Text
    className={styles.cellText}
    style={{ maxWidth }}
    title={text}
    tabIndex={0}
    strong={strong}
    code={code}
  >
    {text}
  </Typography.Text>
);
