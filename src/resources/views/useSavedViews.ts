import { useLocation, useSearchParams } from "react-router";
import { LINK_MAX_LENGTH } from "@/config";
import type { ListDeclaration } from "@/registry/types";
import { useUiStore, type SavedView } from "@/state/ui";
import { filterKeysOf } from "./filterKinds";
import { columnsParam, COLUMNS_PARAM, knownOnly, useListKey, type ColumnChoice } from "./useColumnChoice";
import { LIST_PARAMS } from "./useListState";

/** Past LINK_MAX_LENGTH, foreign parameters, then the columns, then the search go, so the link still opens. */
export const viewLink = (base: string, params: URLSearchParams, listKeys: readonly string[]): string => {
  const full = `${base}?${params.toString()}`;
  if (full.length <= LINK_MAX_LENGTH) return full;
  const known = new Set([...listKeys, COLUMNS_PARAM]);
  const kept = new URLSearchParams([...params].filter(([name]) => known.has(name)));
  for (const dropped of [COLUMNS_PARAM, LIST_PARAMS.search]) {
    if (`${base}?${kept.toString()}`.length <= LINK_MAX_LENGTH) break;
    kept.delete(dropped);
  }
  const link = `${base}?${kept.toString()}`;
  return link.length <= LINK_MAX_LENGTH ? link : `${base}?${LIST_PARAMS.table}=${kept.get(LIST_PARAMS.table) ?? ""}`;
};

const NONE: readonly SavedView[] = [];

/** A list's named views, per user and list in ui-storage; a view's link carries its columns in `cols`. */
export const useSavedViews = (area: ListDeclaration, tableKey: string, { hidden, order }: ColumnChoice) => {
  const key = useListKey(tableKey);
  const known = new Set((area.table?.columns ?? []).map((column) => column.key));
  const views = useUiStore((s) => s.savedViews[key] ?? NONE);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const store = (next: SavedView[]) => useUiStore.getState().setSavedViews(key, next);
  return {
    views,
    /** a view of that name is replaced; it opens on its first page */
    save: (name: string) => {
      const kept = new URLSearchParams(params);
      kept.delete(LIST_PARAMS.page);
      kept.delete(COLUMNS_PARAM);
      kept.set(LIST_PARAMS.table, tableKey);
      const view = { name, params: kept.toString(), hidden: [...hidden], order: [...order] };
      store([...views.filter((v) => v.name !== name), view]);
    },
    apply: (view: SavedView) => {
      // Straight to the store: the new URL has no shared columns to leave.
      const { setHiddenColumns, setColumnOrder } = useUiStore.getState();
      setHiddenColumns(key, knownOnly(view.hidden, known));
      setColumnOrder(key, knownOnly(view.order, known));
      setParams(new URLSearchParams(view.params), { replace: true });
    },
    remove: (name: string) => store(views.filter((v) => v.name !== name)),
    /** for anyone allowed to see the list */
    linkTo: (view: SavedView) => {
      const shared = new URLSearchParams(view.params);
      const viewHidden = knownOnly(view.hidden, known);
      const viewOrder = knownOnly(view.order, known);
      if (viewHidden.length > 0 || viewOrder.length > 0) shared.set(COLUMNS_PARAM, columnsParam(viewHidden, viewOrder));
      return viewLink(`${window.location.origin}${pathname}`, shared, [
        ...Object.values(LIST_PARAMS),
        ...filterKeysOf(area),
      ]);
    },
  };
};
