import { Suspense } from "react";
import { ToolbarButton } from "./ToolbarButton";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { lazyPage } from "@/components/lazyPage";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import { i18nSectionOf } from "./keys";
import { useListExport } from "./useListExport";
import type { ListReadQuery } from "./useListTable";

// antd's Progress (6 KB gzip) was on every list page for an export most visits never start.
const ExportProgress = lazyPage(() => import("./ExportProgress"));

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
  const button = (
    <ToolbarButton
      compact={compact}
      icon={<DownloadOutlined aria-hidden />}
      disabled={disabled || exporting.running}
      onClick={exporting.start}
      // Fetched on the way to a click, so the progress shows as the export starts.
      onPointerEnter={ExportProgress.preload}
      onFocus={ExportProgress.preload}
      label={t("table.export")}
    />
  );
  if (!exporting.running) return button;
  return (
    <Suspense fallback={button}>
      <ExportProgress done={exporting.done} total={exporting.total} onCancel={exporting.cancel} />
    </Suspense>
  );
};
