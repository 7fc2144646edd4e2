import { Suspense, useRef, useState } from "react";
import { DownOutlined, DownloadOutlined } from "@ant-design/icons";
import { useDataProvider, useTranslate, type DataProvider } from "@refinedev/core";
import { Button, Dropdown, Space } from "antd";
import { lazyPage } from "@/components/lazyPage";
import { errorText } from "@/lib/errorText";
import { saveFile } from "@/lib/saveFile";
import { valueAt } from "@/lib/valueAt";
import { toast } from "@/providers/notification";
import { useAuditLog } from "@/providers/useAuditLog";
import { findResource } from "@/registry";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import type { ExportMode, NameOf } from "./csvFile";
import { i18nSectionOf } from "./keys";
import { readSnapshot } from "./readAllRows";
import { ToolbarButton } from "./ToolbarButton";
import type { ListReadQuery } from "./useListTable";

// antd's Progress (6 KB gzip) was on every list page for an export most visits never start.
const ExportProgress = lazyPage(() => import("./ExportProgress"));

/** The names behind the id columns (`nameFrom`): each named list read whole, once per export. */
const readNames = async (dataProvider: DataProvider, columns: readonly ColumnSpec[]): Promise<NameOf> => {
  const sources = [...new Set(columns.flatMap((column) => (column.nameFrom ? [column.nameFrom.from] : [])))];
  const lists = new Map(
    await Promise.all(
      sources.map(async (from) => {
        const answer = await dataProvider.getList({ resource: from, pagination: { mode: "off" } });
        return [from, answer.data as object[]] as const;
      }),
    ),
  );
  const indexes = new Map<ColumnSpec, Map<string, unknown>>();
  return (column, id) => {
    const source = column.nameFrom;
    if (!source) return undefined;
    let index = indexes.get(column);
    if (!index) {
      const idField = source.idField ?? "id";
      index = new Map(
        (lists.get(source.from) ?? []).map((row) => [String(valueAt(row, idField)), valueAt(row, source.field)]),
      );
      indexes.set(column, index);
    }
    const name = index.get(String(id));
    return name === undefined || name === null || name === "" ? undefined : String(name as string);
  };
};

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
    const provider = dataProvider(undefined);
    const snapshot = query.rows
      ? { rows: [...query.rows], changed: 0 }
      : await readSnapshot(provider, query, signal, {
          idField: findResource(query.resource)?.idField,
          onProgress: (done, total) => setProgress({ done, total }),
        });
    if (!snapshot) return;
    const nameOf = mode === "shown" ? await readNames(provider, columns) : undefined;
    const { exportCsv } = await import("./csvFile");
    if (signal.aborted) return;
    const { rows, changed } = snapshot;
    const today = new Date().toISOString().slice(0, 10);
    const suffix = mode === "raw" ? "-raw" : "";
    saveFile(exportCsv(rows, columns, i18nSectionOf(area), t, { mode, nameOf }), `${area.name}${suffix}-${today}.csv`);
    audit({ resource: query.resource, action: "export", details: rows.length });
    const done = t("table.export_done", { count: rows.length });
    if (changed > 0) toast("warning", done, t("table.export_changed", { count: changed }));
    else toast("success", done);
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
