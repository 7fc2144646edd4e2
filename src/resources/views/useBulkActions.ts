import { useMemo, useRef, useState, type Key } from "react";
import { useDataProvider, useInvalidate, useTranslate } from "@refinedev/core";
import type { UseConfirm } from "@/components/widgets/useConfirm";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { useCan } from "@/providers/useCan";
import type { BulkActionSpec, ListDeclaration } from "@/registry/types";
import { valueAt } from "@/lib/valueAt";
import { identifyingColumn, i18nSectionOf } from "./keys";
import { readAllRows } from "./readAllRows";
import type { ListReadQuery } from "./useListTable";

/** A page's own bulk action: what it does to one row (its failure's message is shown as the server's words). */
export type BulkHandler<T> = (row: T) => Promise<unknown>;

// One empty map, so a list without handlers of its own keeps its actions between renders.
const NO_HANDLERS: Record<string, never> = {};

const keyOf = <T extends object>(rowKey: string | ((row: T) => Key), row: T): Key =>
  typeof rowKey === "function" ? rowKey(row) : (row[rowKey as keyof T] as Key);

/**
 * Row selection and bulk actions of a declared list (issue 29): the selection spans pages ("select
 * all N matching" reads them all), each action asks once, runs one call per row in order with a
 * progress bar, then names every failure in the server's words and keeps exactly those rows
 * selected. The list is read again once, at the end.
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
  const [selected, setSelected] = useState<ReadonlyMap<Key, T>>(new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<readonly { name: string; message: string }[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const running = useRef(false);
  const owner = area.permissionsOf ?? area.name;
  const section = i18nSectionOf(area);
  const nameField = area.table?.nameField ?? identifyingColumn(area.table);

  const actions = useMemo(
    () =>
      (area.table?.bulkActions ?? []).filter(
        (action) => can(owner, action.permission) && (action.key === "delete" || handlers[action.key]),
      ),
    [area.table?.bulkActions, can, owner, handlers],
  );

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

  const run = async (action: BulkActionSpec) => {
    if (running.current) return;
    const rows = [...selected.values()];
    const count = rows.length;
    const label = t(action.label, { count });
    const sure = await confirm({
      title: t("table.bulk_confirm", { action: label, count }),
      description: action.danger ? t("table.bulk_confirm_danger") : undefined,
      confirmText: label,
      danger: action.danger,
    });
    if (!sure) return;
    running.current = true;
    const failed: { row: T; name: string; message: string }[] = [];
    setFailures([]);
    for (const [index, row] of rows.entries()) {
      setProgress({ done: index, total: count });
      try {
        await runOne(action, row);
      } catch (error) {
        const name = String(valueAt(row, nameField ?? "") ?? keyOf(rowKey, row));
        failed.push({ row, name, message: errorText(error, t("table.bulk_failed_row")) });
      }
    }
    running.current = false;
    setProgress(null);
    select(failed.map((f) => f.row));
    setFailures(failed);
    void invalidate({ resource: area.name, invalidates: ["list", "many"] });
    const done = count - failed.length;
    if (failed.length === 0) toast("success", t("table.bulk_done", { action: label, count: done }));
    else
      toast(
        "error",
        t("table.bulk_partly", { done, count, failed: failed.length }),
        undefined,
        undefined,
        `bulk-${section}`,
      );
  };

  return {
    actions,
    selectedKeys: useMemo(() => [...selected.keys()], [selected]),
    onSelectionChange,
    clear: () => {
      setSelected(new Map());
      setFailures([]);
    },
    selectAllMatching,
    selectingAll,
    run,
    progress,
    failures,
  };
};
