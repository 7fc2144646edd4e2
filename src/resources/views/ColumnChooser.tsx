import { ArrowDownOutlined, ArrowUpOutlined, InsertRowRightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Flex, Popover, Typography } from "antd";
import type { ColumnSpec } from "@/registry/types";
import type { ColumnChoice } from "./useColumnChoice";
import { ToolbarButton } from "./ToolbarButton";

interface ColumnChooserProps {
  columns: readonly ColumnSpec[];
  locked: string | undefined;
  titleOf: (column: ColumnSpec) => string;
  choice: ColumnChoice;
  compact?: boolean;
}

/** Which columns show; the naming column and the actions cannot be hidden. */
export const ColumnChooser = ({ columns, locked, titleOf, choice, compact }: ColumnChooserProps) => {
  const t = useTranslate();
  const { hidden, choose } = choice;
  const move = (at: number, by: -1 | 1) => {
    const keys = columns.map((column) => column.key);
    const [moved] = keys.splice(at, 1);
    if (moved === undefined) return;
    keys.splice(at + by, 0, moved);
    choose({ order: keys });
  };
  const shown = columns.filter((column) => column.key === locked || !hidden.includes(column.key)).length;
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 200 }}>
      <Typography.Text strong id="column-chooser-title">
        {t("table.columns_title")}
      </Typography.Text>
      <Flex vertical gap={4} role="group" aria-labelledby="column-chooser-title">
        {columns.map((column, at) => (
          <Flex key={column.key} align="center" justify="space-between" gap={8}>
            <Checkbox
              disabled={column.key === locked}
              checked={column.key === locked || !hidden.includes(column.key)}
              onChange={(e) =>
                choose({
                  hidden: e.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key],
                })
              }
            >
              {titleOf(column)}
            </Checkbox>
            <Flex gap={2}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={at === 0}
                aria-label={t("table.column_up", { name: titleOf(column) })}
                onClick={() => move(at, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                disabled={at === columns.length - 1}
                aria-label={t("table.column_down", { name: titleOf(column) })}
                onClick={() => move(at, 1)}
              />
            </Flex>
          </Flex>
        ))}
      </Flex>
      <Button
        type="link"
        size="small"
        style={{ alignSelf: "flex-start", paddingInline: 0 }}
        disabled={hidden.length === 0 && choice.order.length === 0}
        onClick={() => choose({ hidden: [], order: [] })}
      >
        {t("table.columns_reset")}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <ToolbarButton
        compact={compact}
        icon={<InsertRowRightOutlined aria-hidden />}
        label={`${t("table.columns")}${shown < columns.length ? ` (${shown}/${columns.length})` : ""}`}
      />
    </Popover>
  );
};
