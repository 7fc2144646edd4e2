import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import { LIST_PARAMS } from "./useListState";

const NONE: readonly string[] = [];

/** The URL parameter of a shared view's columns: keys in order, a hidden one marked `-` (`name,-email,status`). */
export const COLUMNS_PARAM = "cols";

export const columnsParam = (hidden: readonly string[], order: readonly string[]): string =>
  [...order, ...hidden.filter((key) => !order.includes(key))]
    .map((key) => (hidden.includes(key) ? `-${key}` : key))
    .join(",");

const parseColumns = (value: string) => {
  const keys = value.split(",").filter(Boolean);
  return {
    hidden: keys.filter((key) => key.startsWith("-")).map((key) => key.slice(1)),
    order: keys.map((key) => key.replace(/^-/, "")),
  };
};

/** The ui-storage key of one user's choices for one list: a colleague on the same browser keeps their own. */
export const useListKey = (tableKey: string) => `${useAuthStore((s) => s.user?.uuid ?? "")}:${tableKey}`;

export type ColumnChoice = ReturnType<typeof useColumnChoice>;

/**
 * The columns a user hid from one list and the order they put them in (issue 29), remembered in
 * ui-storage. A shared view's link names its columns in the URL: they show until the user changes
 * the choice, which then becomes theirs and leaves the URL.
 */
export const useColumnChoice = (tableKey: string) => {
  const key = useListKey(tableKey);
  const [params, setParams] = useSearchParams();
  const shared = params.get(LIST_PARAMS.table) === tableKey ? params.get(COLUMNS_PARAM) : null;
  const fromUrl = useMemo(() => (shared === null ? null : parseColumns(shared)), [shared]);
  const hidden = useUiStore((s) => s.hiddenColumns[key] ?? NONE);
  const order = useUiStore((s) => s.columnOrder[key] ?? NONE);
  const choose = (next: { hidden?: string[]; order?: string[] }) => {
    const chosen = { ...fromUrl, ...next };
    const { setHiddenColumns, setColumnOrder } = useUiStore.getState();
    if (chosen.hidden) setHiddenColumns(key, chosen.hidden);
    if (chosen.order) setColumnOrder(key, chosen.order);
    if (fromUrl)
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.delete(COLUMNS_PARAM);
          return kept;
        },
        { replace: true },
      );
  };
  return { hidden: fromUrl?.hidden ?? hidden, order: fromUrl?.order ?? order, choose };
};

/** Columns in the user's order: the ones it names first, as named, then any others as declared. */
export const inOrder = <C extends { key: string }>(columns: readonly C[], order: readonly string[]): C[] => {
  if (order.length === 0) return [...columns];
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column.key) - rank(b.column.key) || a.index - b.index)
    .map(({ column }) => column);
};
