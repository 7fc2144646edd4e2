import { useEffect, useMemo, useRef, useState, type Key } from "react";
import { useCancelNotification, useDataProvider, useInvalidate, useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { UseConfirm } from "@/components/widgets/useConfirm";
import { UNDO } from "@/config";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { useCan } from "@/providers/useCan";
import type { BulkActionSpec, ListDeclaration } from "@/registry/types";
import { valueAt } from "@/lib/valueAt";
import type { BulkFailure, BulkHandler, BulkRun } from "./bulkRun";
import { forgetInterruptedRun, readInterruptedRun, type InterruptedRun } from "./bulkRuns";
import { identifyingColumn } from "./keys";
import { readAllRows } from "./readAllRows";
import type { ListReadQuery } from "./useListTable";

export type { BulkHandler } from "./bulkRun";

// One empty map, so a list without handlers of its own keeps its actions between renders.
const NO_HANDLERS: Record<string, never> = {};

const keyOf = <T extends object>(rowKey: string | ((row: T) => Key), row: T): Key =>
  typeof rowKey === "function" ? rowKey(row) : (row[rowKey as keyof T] as Key);

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
  const [failures, setFailures] = useState<readonly BulkFailure[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const running = useRef(false);
  const owner = area.permissionsOf ?? area.name;
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
    const { executeBulk, deleteUndoably } = await import("./bulkRun");
    const bulkRun: BulkRun<T> = {
      area,
      action,
      label,
      rows,
      t,
      dataProvider: dataProvider(undefined),
      queryClient,
      notificationDispatch,
      invalidate: () => void invalidate({ resource: area.name, invalidates: ["list", "many"] }),
      keyOf: (row) => keyOf(rowKey, row),
      nameOf,
      handlers,
      running,
      select,
      setSelected,
      setProgress,
      setFailures,
    };
    if (undoable) deleteUndoably(bulkRun);
    else await executeBulk(bulkRun);
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
