import { Suspense, useRef, useState } from "react";
import { DownOutlined, DownloadOutlined } from "@ant-design/icons";
import { useDataProvider, useTranslate } from "@refinedev/core";
import { Button, Dropdown, Space } from "antd";
import { lazyPage } from "@/components/lazyPage";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { useAuditLog } from "@/providers/useAuditLog";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import type { ExportMode } from "./csvFile";
import { ToolbarButton } from "./ToolbarButton";
import type { ListReadQuery } from "./useListTable";

// antd's Progress (6 KB gzip) was on every list page for an export most visits never start.
const ExportProgress = lazyPage(() => import("./ExportProgress"));

/**
 * Every row of the list as filtered and sorted now, in the columns the user sees, as shown or as the API holds them;
 * Cancel saves nothing, and rows that came or went while reading are counted, as the file may miss them.
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

  const run = async (mode: ExportMode, signal: AbortSignal) => {
    const { exportList } = await import("./exportList");
    const done = await exportList({
      provider: dataProvider(undefined),
      area,
      query,
      columns,
      mode,
      signal,
      t,
      onProgress: setProgress,
    });
    if (!done) return;
    audit({ resource: query.resource, action: "export", details: done.rows });
    const text = t("table.export_done", { count: done.rows });
    if (done.changed > 0) toast("warning", text, t("table.export_changed", { count: done.changed }));
    else toast("success", text);
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
  };

  const start = (mode: ExportMode) => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: 0 });
    run(mode, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) toast("error", t("table.export_failed"), errorText(error));
      })
      .finally(() => {
        if (abort.current === controller) cancel();
      });
  };

  const busy = disabled || !!progress;
  const button = (
    <Space.Compact>
      <ToolbarButton
        compact={compact}
        icon={<DownloadOutlined aria-hidden />}
        disabled={busy}
        onClick={() => start("shown")}
        // Fetched on the way to a click, so the progress shows as the export starts.
        onPointerEnter={ExportProgress.preload}
        onFocus={ExportProgress.preload}
        label={t("table.export")}
      />
      <Dropdown
        disabled={busy}
        trigger={["click"]}
        menu={{ items: [{ key: "raw", label: t("table.export_raw") }], onClick: () => start("raw") }}
      >
        <Button
          icon={<DownOutlined aria-hidden />}
          aria-label={t("table.export_choices")}
          title={t("table.export_choices")}
        />
      </Dropdown>
    </Space.Compact>
  );
  if (!progress) return button;
  return (
    <Suspense fallback={button}>
      <ExportProgress {...progress} onCancel={cancel} />
    </Suspense>
  );
};
