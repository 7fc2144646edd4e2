import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useSearchUpdate } from "@/lib/useSearchUpdate";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import { LIST_PARAMS } from "./useListState";

const NONE: readonly string[] = [];

/** Keys in order, a hidden one marked `-` (`name,-email,status`). */
export const COLUMNS_PARAM = "cols";

export const columnsParam = (hidden: readonly string[], order: readonly string[]): string =>
  [...order, ...hidden.filter((key) => !order.includes(key))]
    .map((key) => (hidden.includes(key) ? `-${key}` : key))
    .join(",");

/** Unknown names (a typo, `<script>`, `__proto__`) are dropped so they never reach ui-storage; duplicates count once. */
export const parseColumns = (value: string, known: ReadonlySet<string>) => {
  const order: string[] = [];
  const hidden: string[] = [];
  for (const part of value.split(",")) {
    const key = part.replace(/^-/, "");
    if (!known.has(key) || order.includes(key)) continue;
    order.push(key);
    if (part.startsWith("-")) hidden.push(key);
    // Every known column is named: the rest of a long link can only repeat or invent.
    if (order.length === known.size) break;
  }
  return { hidden, order };
};

/** What older versions stored is cleaned when read. */
export const knownOnly = (keys: readonly string[], known: ReadonlySet<string>): string[] =>
  keys.filter((key, index) => known.has(key) && keys.indexOf(key) === index);

/** Per user: a colleague on the same browser keeps their own. */
export const useListKey = (tableKey: string) => `${useAuthStore((s) => s.user?.uuid ?? "")}:${tableKey}`;

export type ColumnChoice = ReturnType<typeof useColumnChoice>;

/** A shared view's URL columns show until the user changes the choice, which becomes theirs and leaves the URL. */
export const useColumnChoice = (tableKey: string, columns: readonly { key: string }[] | undefined) => {
  const key = useListKey(tableKey);
  const [params] = useSearchParams();
  const update = useSearchUpdate();
  const names = (columns ?? []).map((column) => column.key).join(",");
  const known = useMemo(() => new Set(names.split(",").filter(Boolean)), [names]);
  const shared = params.get(LIST_PARAMS.table) === tableKey ? params.get(COLUMNS_PARAM) : null;
  // The link stays in the URL until the router writes it away; a second quick change must not start from it again.
  const [adopted, setAdopted] = useState<string | null>(null);
  const adoptedNow = useRef<string | null>(null);
  const parsed = useMemo(() => (shared === null ? null : parseColumns(shared, known)), [shared, known]);
  const fromUrl = shared === adopted ? null : parsed;
  const storedHidden = useUiStore((s) => s.hiddenColumns[key] ?? NONE);
  const storedOrder = useUiStore((s) => s.columnOrder[key] ?? NONE);
  const hidden = useMemo(() => knownOnly(storedHidden, known), [storedHidden, known]);
  const order = useMemo(() => knownOnly(storedOrder, known), [storedOrder, known]);
  const choose = (next: { hidden?: string[]; order?: string[] }) => {
    const linked = adoptedNow.current === shared ? null : fromUrl;
    const chosen = { ...linked, ...next };
    const { setHiddenColumns, setColumnOrder } = useUiStore.getState();
    if (chosen.hidden) setHiddenColumns(key, knownOnly(chosen.hidden, known));
    if (chosen.order) setColumnOrder(key, knownOnly(chosen.order, known));
    if (linked) {
      adoptedNow.current = shared;
      setAdopted(shared);
      update((next) => next.delete(COLUMNS_PARAM));
    }
  };
  return { hidden: fromUrl?.hidden ?? hidden, order: fromUrl?.order ?? order, choose };
};

/** The ones `order` names first, then any others as declared. */
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
