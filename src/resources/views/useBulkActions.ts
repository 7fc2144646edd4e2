import { useEffect, useMemo, useRef, useState, type Key } from "react";
import {
  ActionTypes,
  useCancelNotification,
  useDataProvider,
  useInvalidate,
  useTranslate,
  type GetListResponse,
} from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/apiError";
import { isLeaving, trackWrite } from "@/api/keepalive";
import type { AuditAction } from "@/api/types/audit";
import type { UseConfirm } from "@/components/widgets/useConfirm";
import { UNDO } from "@/config";
import { errorText } from "@/lib/errorText";
import { refreshAuditReads, writeAuditEntry } from "@/providers/auditLog";
import { closeToast, toast } from "@/providers/notification";
import { useCan } from "@/providers/useCan";
import type { BulkActionSpec, ListDeclaration } from "@/registry/types";
import { valueAt } from "@/lib/valueAt";
import { forgetInterruptedRun, readInterruptedRun, saveInterruptedRun, type InterruptedRun } from "./bulkRuns";
import { identifyingColumn, i18nSectionOf } from "./keys";
import { readAllRows } from "./readAllRows";
import type { ListReadQuery } from "./useListTable";

/** A page's own bulk action on one row; its failure's message is shown as the server's words. */
export type BulkHandler<T> = (row: T) => Promise<unknown>;

// One empty map, so a list without handlers of its own keeps its actions between renders.
const NO_HANDLERS: Record<string, never> = {};

const keyOf = <T extends object>(rowKey: string | ((row: T) => Key), row: T): Key =>
  typeof rowKey === "function" ? rowKey(row) : (row[rowKey as keyof T] as Key);

/** The refresh failed: the user is being signed out. */
const sessionEnded = (error: unknown): boolean => error instanceof ApiError && error.kind === "auth";

interface Failure<T> {
  row: T;
  name: string;
  message: string;
}

/**
 * One call per row, in order: a refusal never stops the others, an ended session stops the run (told after the next
 * sign-in), and the failed rows stay selected. A bulk delete offers Undo before any call is sent.
 */
export const useBulkActions = <T extends object>({
  area,
  query,
  rowKey,
  confirm,
  handlers = NO_HANDLERS,
}: {
  area: ListDeclaration;
  query: ListReadQuery;
  rowKey: string | ((row: T) => Key);
  confirm: UseConfirm["confirm"];
  handlers?: Record<string, BulkHandler<T>>;
}) => {
  const t = useTranslate();
  const can = useCan();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const { notificationDispatch } = useCancelNotification();
  const [interrupted, setInterrupted] = useState(() => readInterruptedRun<T>(area.name));
  const [selected, setSelected] = useState<ReadonlyMap<Key, T>>(
    () => new Map((interrupted?.left ?? []).map((left) => [left.key, left.row])),
  );
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<readonly { name: string; message: string }[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const running = useRef(false);
  const owner = area.permissionsOf ?? area.name;
  const section = i18nSectionOf(area);
  const nameField = area.table?.nameField ?? identifyingColumn(area.table);
  const ownRows = !!area.table?.ownerField;

  // Read once: the notice stays on screen until the user clears it or runs another action.
  useEffect(() => {
    if (interrupted) forgetInterruptedRun(area.name);
  }, [area.name, interrupted]);

  const actions = useMemo(
    () =>
      (area.table?.bulkActions ?? []).filter(
        // The owner may run them on their own records; the server answers the rest.
        (action) => (ownRows || can(owner, action.permission)) && (action.key === "delete" || handlers[action.key]),
      ),
    [area.table?.bulkActions, can, owner, handlers, ownRows],
  );

  const nameOf = (row: T) => String(valueAt(row, nameField ?? "") ?? keyOf(rowKey, row));

  const select = (rows: readonly T[]) => setSelected(new Map(rows.map((row) => [keyOf(rowKey, row), row])));

  const onSelectionChange = (keys: Key[], rows: T[]) => {
    const known = new Map([...selected, ...rows.filter(Boolean).map((row) => [keyOf(rowKey, row), row] as const)]);
    setSelected(new Map(keys.filter((key) => known.has(key)).map((key) => [key, known.get(key) as T])));
    setFailures([]);
  };

  const selectAllMatching = () => {
    setSelectingAll(true);
    readAllRows(dataProvider(undefined), query, new AbortController().signal)
      .then((rows) => rows && select(rows as T[]))
      .catch((error: unknown) => toast("error", t("table.bulk_read_failed"), errorText(error)))
      .finally(() => setSelectingAll(false));
  };

  const runOne = (action: BulkActionSpec, row: T): Promise<unknown> => {
    if (action.key !== "delete") return handlers[action.key]?.(row) ?? Promise.resolve();
    return dataProvider(undefined).deleteOne({ resource: area.name, id: keyOf(rowKey, row) as string });
  };

  const auditAction = (action: BulkActionSpec): AuditAction =>
    action.audit ?? (action.key === "delete" ? "delete" : "update");

  const logged = (action: BulkActionSpec, label: string, row: T) =>
    writeAuditEntry({
      resource: area.name,
      action: auditAction(action),
      recordId: String(keyOf(rowKey, row)),
      recordLabel: nameOf(row),
      details: label,
    });

  const logSummary = (action: BulkActionSpec, label: string, done: number, failed: readonly Failure<T>[]) =>
    void writeAuditEntry({
      resource: area.name,
      action: auditAction(action),
      recordId: null,
      recordLabel: null,
      details: t("table.bulk_summary", { action: label, done, count: done + failed.length, failed: failed.length }),
    }).then((written) => written && refreshAuditReads(queryClient));

  /** As the page goes away, all at once, not waiting for answers. */
  const execute = async (action: BulkActionSpec, label: string, rows: readonly T[]) => {
    if (isLeaving()) {
      await Promise.allSettled(rows.map((row) => runOne(action, row)));
      return;
    }
    running.current = true;
    const failed: Failure<T>[] = [];
    const done: T[] = [];
    setFailures([]);
    for (const [index, row] of rows.entries()) {
      setProgress({ done: index, total: rows.length });
      try {
        await runOne(action, row);
        done.push(row);
        void logged(action, label, row);
      } catch (error) {
        if (sessionEnded(error)) {
          const left = [...failed.map((f) => f.row), ...rows.slice(index)];
          saveInterruptedRun(area.name, {
            action: label,
            done: done.map(nameOf),
            left: left.map((r) => ({ key: keyOf(rowKey, r), name: nameOf(r), row: r })),
          });
          running.current = false;
          setProgress(null);
          return;
        }
        failed.push({ row, name: nameOf(row), message: errorText(error, t("table.bulk_failed_row")) });
      }
    }
    running.current = false;
    setProgress(null);
    select(failed.map((f) => f.row));
    setFailures(failed);
    logSummary(action, label, done.length, failed);
    void invalidate({ resource: area.name, invalidates: ["list", "many"] });
    if (failed.length === 0) toast("success", t("table.bulk_done", { action: label, count: done.length }));
    else
      toast(
        "error",
        t("table.bulk_partly", { done: done.length, count: rows.length, failed: failed.length }),
        undefined,
        undefined,
        `bulk-${section}`,
      );
  };

  /** Undo within the window puts the rows back and sends nothing. */
  const deleteUndoably = (action: BulkActionSpec, label: string, rows: readonly T[]) => {
    const ids = rows.map((row) => keyOf(rowKey, row));
    const gone = new Set(ids.map(String));
    const filter = {
      predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey.includes(area.name) && q.queryKey.includes("list"),
    };
    const before = queryClient.getQueriesData<GetListResponse<T>>(filter);
    queryClient.setQueriesData<GetListResponse<T>>(filter, (previous) => {
      if (!previous?.data) return previous;
      const data = previous.data.filter((row) => !gone.has(String(keyOf(rowKey, row))));
      return { ...previous, data, total: previous.total - (previous.data.length - data.length) };
    });
    setSelected(new Map());
    setFailures([]);
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
          select(rows);
          toast("info", t("def.resource.undone"));
        },
        doMutation: () => {
          notificationDispatch({ type: ActionTypes.REMOVE, payload: item });
          // refine's countdown opens the toast once more right after this call: it is closed after that.
          setTimeout(() => closeToast(toastKey));
          trackWrite(execute(action, label, rows).finally(() => closeToast(toastKey)));
        },
      },
    });
  };

  const run = async (action: BulkActionSpec) => {
    if (running.current) return;
    const rows = [...selected.values()];
    const count = rows.length;
    const label = t(action.label, { count });
    const undoable = action.key === "delete" && UNDO.windowMs > 0;
    const sure = await confirm({
      title: t("table.bulk_confirm", { action: label, count }),
      description: undoable
        ? t("table.bulk_confirm_undoable", { seconds: Math.round(UNDO.windowMs / 1000) })
        : action.danger
          ? t("table.bulk_confirm_danger")
          : undefined,
      confirmText: label,
      danger: action.danger,
    });
    if (!sure) return;
    setInterrupted(null);
    if (undoable) deleteUndoably(action, label, rows);
    else await execute(action, label, rows);
  };

  return {
    actions,
    selectedKeys: useMemo(() => [...selected.keys()], [selected]),
    onSelectionChange,
    clear: () => {
      setSelected(new Map());
      setFailures([]);
      setInterrupted(null);
    },
    selectAllMatching,
    selectingAll,
    run,
    progress,
    failures,
    interrupted: interrupted as InterruptedRun | null,
  };
};
