import { useRef, useState } from "react";
import { useDataProvider, useTranslate } from "@refinedev/core";
import { errorText } from "@/lib/errorText";
import { saveFile } from "@/lib/saveFile";
import { toast } from "@/providers/notification";
import { useAuditLog } from "@/providers/useAuditLog";
import type { ColumnSpec } from "@/registry/types";
import type { ListReadQuery } from "./useListTable";
import { readAllRows } from "./readAllRows";

export { EXPORT_PAGE_SIZE } from "./readAllRows";

export interface ListExport {
  running: boolean;
  done: number;
  total: number;
  start: () => void;
  cancel: () => void;
}

/**
 * The export of a declared list (issue 29): every page of the list as it is filtered, searched
 * and sorted now, read through the data provider, written as CSV with the given columns and
 * saved as `<file>-<date>.csv`. Cancel stops the reads and saves nothing.
 */
export const useListExport = (
  query: ListReadQuery,
  columns: readonly ColumnSpec[],
  { section, file }: { section: string; file: string },
): ListExport => {
  const t = useTranslate();
  const dataProvider = useDataProvider();
  const audit = useAuditLog();
  const [progress, setProgress] = useState({ running: false, done: 0, total: 0 });
  const abort = useRef<AbortController | null>(null);

  const run = async (controller: AbortController) => {
    const rows = query.rows
      ? [...query.rows]
      : await readAllRows(dataProvider(undefined), query, controller.signal, (done, total) =>
          setProgress({ running: true, done, total }),
        );
    if (!rows) return;
    const { exportCsv } = await import("./csvFile");
    if (controller.signal.aborted) return;
    saveFile(exportCsv(rows, columns, section, t), `${file}-${today()}.csv`);
    audit({ resource: query.resource, action: "export", details: rows.length });
    toast("success", t("table.export_done", { count: rows.length }));
  };

  const start = () => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ running: true, done: 0, total: 0 });
    run(controller)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) toast("error", t("table.export_failed"), errorText(error));
      })
      .finally(() => {
        abort.current = null;
        setProgress({ running: false, done: 0, total: 0 });
      });
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress({ running: false, done: 0, total: 0 });
  };

  return { ...progress, start, cancel };
};

const today = (): string => new Date().toISOString().slice(0, 10);
