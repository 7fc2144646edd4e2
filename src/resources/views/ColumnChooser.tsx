import { InsertRowRightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Flex, Popover, Typography } from "antd";
import type { ColumnSpec } from "@/registry/types";

export interface ColumnChooserProps {
  columns: readonly ColumnSpec[];
  /** the column that names the row: always shown */
  locked: string | undefined;
  /** the header of each column, as the list shows it */
  titleOf: (column: ColumnSpec) => string;
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/**
 * Which of a list's columns show (issue 29). The column that names the row and the actions that
 * act on it cannot be hidden; "Show all" brings the declared list back.
 */
export const ColumnChooser = ({ columns, locked, titleOf, hidden, onChange }: ColumnChooserProps) => {
  const t = useTranslate();
  const shown = columns.filter((column) => column.key === locked || !hidden.includes(column.key)).length;
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 200 }}>
      <Typography.Text strong id="column-chooser-title">
        {t("table.columns_title")}
      </Typography.Text>
      <Flex vertical gap={4} role="group" aria-labelledby="column-chooser-title">
        {columns.map((column) => (
          <Checkbox
            key={column.key}
            disabled={column.key === locked}
            checked={column.key === locked || !hidden.includes(column.key)}
            onChange={(e) =>
              onChange(e.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])
            }
          >
            {titleOf(column)}
          </Checkbox>
        ))}
      </Flex>
      <Button
        type="link"
        size="small"
        style={{ alignSelf: "flex-start", paddingInline: 0 }}
        disabled={hidden.length === 0}
        onClick={() => onChange([])}
      >
        {t("table.columns_reset")}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<InsertRowRightOutlined aria-hidden />}>
        {t("table.columns")}
        {shown < columns.length ? ` (${shown}/${columns.length})` : ""}
      </Button>
    </Popover>
  );
};
