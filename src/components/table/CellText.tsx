import { Typography } from "antd";
import styles from "./DataTable.module.css";

export interface CellTextProps {
  text: string;
  /** widest the cell grows before the ellipsis, in pixels */
  maxWidth?: number;
  strong?: boolean;
  code?: boolean;
}

/**
 * A user-entered value in a table cell: one line, cut with an ellipsis, the whole value on hover
 * (title) and while it has the keyboard's focus (it is a Tab stop, drawn whole then), and for
 * screen readers (the text itself is never shortened). CSS does the cut, so a virtual table of
 * thousands of rows measures nothing.
 */
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
