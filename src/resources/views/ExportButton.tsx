import { Suspense, useRef, useState } from "react";
import { DownloadOutlined } from "@ant-design/icons";
import { useDataProvider, useTranslate } from "@refinedev/core";
import { lazyPage } from "@/components/lazyPage";
import { errorText } from "@/lib/errorText";
import { saveFile } from "@/lib/saveFile";
import { toast } from "@/providers/notification";
import { useAuditLog } from "@/providers/useAuditLog";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import { i18nSectionOf } from "./keys";
import { readAllRows } from "./readAllRows";
import { ToolbarButton } from "./ToolbarButton";
import type { ListReadQuery } from "./useListTable";

// antd's Progress (6 KB gzip) was on every list page for an export most visits never start.
const ExportProgress = lazyPage(() => import("./ExportProgress"));

/**
 * Export of a declared list (issue 29): the columns it shows the user, every row of the list as it
 * is filtered, searched and sorted now, read through the data provider and saved as CSV in
 * `<area>-<date>.csv`; while the pages are read, how far it got and a Cancel, which saves nothing.
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
  const dataProvider = useDataProvider();
  const audit = useAuditLog();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (signal: AbortSignal) => {
    const rows = query.rows
      ? [...query.rows]
      : await readAllRows(dataProvider(undefined), query, signal, (done, total) => setProgress({ done, total }));
    if (!rows) return;
    const { exportCsv } = await import("./csvFile");
    if (signal.aborted) return;
    const today = new Date().toISOString().slice(0, 10);
    saveFile(exportCsv(rows, columns, i18nSectionOf(area), t), `${area.name}-${today}.csv`);
    audit({ resource: query.resource, action: "export", details: rows.length });
    toast("success", t("table.export_done", { count: rows.length }));
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
  };

  const start = () => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: 0 });
    run(controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) toast("error", t("table.export_failed"), errorText(error));
      })
      .finally(() => {
        if (abort.current === controller) cancel();
      });
  };

  const button = (
    <ToolbarButton
      compact={compact}
      icon={<DownloadOutlined aria-hidden />}
      disabled={disabled || !!progress}
      onClick={start}
      // Fetched on the way to a click, so the progress shows as the export starts.
      onPointerEnter={ExportProgress.preload}
      onFocus={ExportProgress.preload}
      label={t("table.export")}
    />
  );
  if (!progress) return button;
  return (
    <Suspense fallback={button}>
      <ExportProgress {...progress} onCancel={cancel} />
    </Suspense>
  );
};
