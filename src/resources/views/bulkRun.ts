import type { Dispatch, Key, MutableRefObject, SetStateAction } from "react";
import { ActionTypes, type DataProvider, type GetListResponse, type useCancelNotification } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/apiError";
import { isLeaving, trackWrite } from "@/api/pendingWrites";
import type { AuditAction } from "@/api/types/audit";
import { UNDO } from "@/config";
import { errorText } from "@/lib/errorText";
import { auditChanges } from "@/lib/auditChanges";
import { refreshAuditReads, writeAuditEntry } from "@/providers/auditLog";
import { closeToast, toast } from "@/providers/notification";
import type { BulkActionSpec, ListDeclaration } from "@/registry/types";
import { saveInterruptedRun } from "./bulkRuns";
import { i18nSectionOf } from "./keys";

// Loaded once the user has confirmed a bulk action (most visits of a list run none). A bulk delete's
// Undo toast is open only once this module is loaded, so a page going away can still send the run.

/** A page's own bulk action on one row; its failure's message is shown as the server's words. */
export type BulkHandler<T> = (row: T) => Promise<unknown>;

export interface BulkFailure {
  name: string;
  message: string;
}

/** One confirmed run and the list state it reports to. */
export interface BulkRun<T> {
  area: ListDeclaration;
  action: BulkActionSpec;
  /** the button text as it reads now */
  label: string;
  rows: readonly T[];
  t: (key: string, options?: Record<string, unknown>) => string;
  dataProvider: DataProvider;
  queryClient: QueryClient;
  notificationDispatch: ReturnType<typeof useCancelNotification>["notificationDispatch"];
  invalidate: () => void;
  keyOf: (row: T) => Key;
  nameOf: (row: T) => string;
  handlers: Readonly<Record<string, BulkHandler<T>>>;
  running: MutableRefObject<boolean>;
  select: (rows: readonly T[]) => void;
  setSelected: Dispatch<SetStateAction<ReadonlyMap<Key, T>>>;
  setProgress: Dispatch<SetStateAction<{ done: number; total: number } | null>>;
  setFailures: Dispatch<SetStateAction<readonly BulkFailure[]>>;
}

/** The refresh failed: the user is being signed out. */
const sessionEnded = (error: unknown): boolean => error instanceof ApiError && error.kind === "auth";

const runOne = <T>(run: BulkRun<T>, row: T): Promise<unknown> => {
  if (run.action.key !== "delete") return run.handlers[run.action.key]?.(row) ?? Promise.resolve();
  return run.dataProvider.deleteOne({ resource: run.area.name, id: run.keyOf(row) as string });
};

const auditAction = (action: BulkActionSpec): AuditAction =>
  action.audit ?? (action.key === "delete" ? "delete" : "update");

const logRow = <T>(run: BulkRun<T>, row: T) =>
  writeAuditEntry({
    resource: run.area.name,
    action: auditAction(run.action),
    recordId: String(run.keyOf(row)),
    recordLabel: run.nameOf(row),
    details: run.label,
    ...(run.action.sets && { changes: auditChanges(run.action.sets, row) }),
  });

const logSummary = <T>(run: BulkRun<T>, done: number, failed: number) =>
  void writeAuditEntry({
    resource: run.area.name,
    action: auditAction(run.action),
    recordId: null,
    recordLabel: null,
    details: run.t("table.bulk_summary", { action: run.label, done, count: done + failed, failed }),
  }).then((written) => written && refreshAuditReads(run.queryClient));

/**
 * One call per row, in order: a refusal never stops the others, an ended session stops the run (told after the next
 * sign-in), and the failed rows stay selected. As the page goes away, all at once, not waiting for answers.
 */
export const executeBulk = async <T>(run: BulkRun<T>): Promise<void> => {
  const { rows, t } = run;
  if (isLeaving()) {
    await Promise.allSettled(rows.map((row) => runOne(run, row)));
    return;
  }
  run.running.current = true;
  const failed: { row: T; name: string; message: string }[] = [];
  const done: T[] = [];
  run.setFailures([]);
  for (const [index, row] of rows.entries()) {
    run.setProgress({ done: index, total: rows.length });
    try {
      await runOne(run, row);
      done.push(row);
      void logRow(run, row);
    } catch (error) {
      if (sessionEnded(error)) {
        const left = [...failed.map((f) => f.row), ...rows.slice(index)];
        saveInterruptedRun(run.area.name, {
          action: run.label,
          done: done.map(run.nameOf),
          left: left.map((r) => ({ key: run.keyOf(r), name: run.nameOf(r), row: r })),
        });
        run.running.current = false;
        run.setProgress(null);
        return;
      }
      failed.push({ row, name: run.nameOf(row), message: errorText(error, t("table.bulk_failed_row")) });
    }
  }
  run.running.current = false;
  run.setProgress(null);
  run.select(failed.map((f) => f.row));
  run.setFailures(failed);
  logSummary(run, done.length, failed.length);
  run.invalidate();
  if (failed.length === 0) toast("success", t("table.bulk_done", { action: run.label, count: done.length }));
  else
    toast(
      "error",
      t("table.bulk_partly", { done: done.length, count: rows.length, failed: failed.length }),
      undefined,
      undefined,
      `bulk-${i18nSectionOf(run.area)}`,
    );
};

/** The rows leave the list at once; Undo within the window puts them back and sends nothing. */
export const deleteUndoably = <T>(run: BulkRun<T>): void => {
  const { area, rows, queryClient, notificationDispatch } = run;
  const ids = rows.map(run.keyOf);
  const gone = new Set(ids.map(String));
  const filter = {
    predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey.includes(area.name) && q.queryKey.includes("list"),
  };
  const before = queryClient.getQueriesData<GetListResponse<T>>(filter);
  queryClient.setQueriesData<GetListResponse<T>>(filter, (previous) => {
    if (!previous?.data) return previous;
    const data = previous.data.filter((row) => !gone.has(String(run.keyOf(row))));
    return { ...previous, data, total: previous.total - (previous.data.length - data.length) };
  });
  run.setSelected(new Map());
  run.setFailures([]);
  const item = { id: ids, resource: area.name };
  const toastKey = `${ids.join(",")}-${area.name}-notification`;
  notificationDispatch({
    type: ActionTypes.ADD,
    payload: {
      ...item,
      seconds: UNDO.windowMs,
      isSilent: false,
      cancelMutation: () => {
        notificationDispatch({ type: ActionTypes.REMOVE, payload: item });
        for (const [key, data] of before) queryClient.setQueryData(key, data);
        run.select(rows);
        toast("info", run.t("def.resource.undone"));
      },
      doMutation: () => {
        notificationDispatch({ type: ActionTypes.REMOVE, payload: item });
        // refine's countdown opens the toast once more right after this call: it is closed after that.
        setTimeout(() => closeToast(toastKey));
        trackWrite(executeBulk(run).finally(() => closeToast(toastKey)));
      },
    },
  });
};
