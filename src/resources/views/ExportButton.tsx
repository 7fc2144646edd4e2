import { ToolbarButton } from "./ToolbarButton";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Progress } from "antd";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import { i18nSectionOf } from "./keys";
import { useListExport } from "./useListExport";
import type { ListReadQuery } from "./useListTable";

/**
 * Export of a declared list: the columns it shows the user, every row the list holds as it is
 * filtered and sorted, as CSV; while the pages are read, how far it got and a Cancel.
 */
export const ExportButton = ({
  area,
  query,
  columns,
  disabled = false,
  compact,
}: {
  compact?: boolean;
  area: ListDeclaration;
  query: ListReadQuery;
  columns: readonly ColumnSpec[];
  disabled?: boolean;
}) => {
  const t = useTranslate();
  const exporting = useListExport(query, columns, { section: i18nSectionOf(area), file: area.name });
  if (!exporting.running)
    return (
      <ToolbarButton
        compact={compact}
        icon={<DownloadOutlined aria-hidden />}
        disabled={disabled}
        onClick={exporting.start}
        label={t("table.export")}
      />
    );
  const percent = exporting.total > 0 ? Math.floor((exporting.done / exporting.total) * 100) : 0;
  return (
    <Flex gap={8} align="center" role="status" aria-live="polite">
      <Progress
        type="circle"
        size={28}
        percent={percent}
        aria-label={t("table.export_progress", { done: exporting.done, total: exporting.total })}
      />
      <span>{t("table.export_progress", { done: exporting.done, total: exporting.total })}</span>
      <Button onClick={exporting.cancel}>{t("table.export_cancel")}</Button>
    </Flex>
  );
};
