import { useCallback } from "react";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";

const NONE: readonly string[] = [];

export interface ColumnChoice {
  /** keys of the columns the user hid */
  hidden: readonly string[];
  /** the keys in the user's order; empty for the declared order */
  order: readonly string[];
  setHidden: (columns: string[]) => void;
  setOrder: (columns: string[]) => void;
}

/**
 * The columns a user hid from one list and the order they put them in (issue 29), remembered in
 * ui-storage per user and list, so a colleague signing in on the same browser sees the list as
 * declared.
 */
export const useColumnChoice = (tableKey: string): ColumnChoice => {
  const user = useAuthStore((s) => s.user?.uuid ?? "");
  const key = `${user}:${tableKey}`;
  const hidden = useUiStore((s) => s.hiddenColumns[key] ?? NONE);
  const order = useUiStore((s) => s.columnOrder[key] ?? NONE);
  const hide = useUiStore((s) => s.setHiddenColumns);
  const reorder = useUiStore((s) => s.setColumnOrder);
  return {
    hidden,
    order,
    setHidden: useCallback((columns: string[]) => hide(key, columns), [hide, key]),
    setOrder: useCallback((columns: string[]) => reorder(key, columns), [reorder, key]),
  };
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
