import { useCallback } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useAuthStore } from "@/state/auth";
import { useUiStore, type SavedView } from "@/state/ui";
import { columnsParam, COLUMNS_PARAM, type ColumnChoice } from "./useColumnChoice";
import { LIST_PARAMS } from "./useListState";

const NONE: readonly SavedView[] = [];

export interface SavedViews {
  views: readonly SavedView[];
  /** keeps the list as it shows now under `name` (a view of that name is replaced) */
  save: (name: string) => void;
  apply: (view: SavedView) => void;
  remove: (name: string) => void;
  /** the address that opens the view for anyone allowed to see the list */
  linkTo: (view: SavedView) => string;
}

/** The URL's query without the page: a view starts on its first page. */
const viewParams = (params: URLSearchParams, tableKey: string): string => {
  const kept = new URLSearchParams(params);
  kept.delete(LIST_PARAMS.page);
  kept.delete(COLUMNS_PARAM);
  kept.set(LIST_PARAMS.table, tableKey);
  return kept.toString();
};

/**
 * A list's named views (issue 29), per user and list in ui-storage: the URL's filters, search,
 * sort and size with the column choice. A view's link carries its columns in `cols`.
 */
export const useSavedViews = (tableKey: string, choice: ColumnChoice): SavedViews => {
  const user = useAuthStore((s) => s.user?.uuid ?? "");
  const key = `${user}:${tableKey}`;
  const views = useUiStore((s) => s.savedViews[key] ?? NONE);
  const store = useUiStore((s) => s.setSavedViews);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { hidden, order } = choice;
  const hide = useUiStore((s) => s.setHiddenColumns);
  const reorder = useUiStore((s) => s.setColumnOrder);

  const save = useCallback(
    (name: string) => {
      const view = { name, params: viewParams(params, tableKey), hidden: [...hidden], order: [...order] };
      store(key, [...views.filter((v) => v.name !== name), view]);
    },
    [params, tableKey, hidden, order, store, key, views],
  );
  const apply = useCallback(
    (view: SavedView) => {
      // Straight to the store: the new URL has no shared columns to leave.
      hide(key, view.hidden);
      reorder(key, view.order);
      setParams(new URLSearchParams(view.params), { replace: true });
    },
    [setParams, hide, reorder, key],
  );
  const remove = useCallback(
    (name: string) =>
      store(
        key,
        views.filter((v) => v.name !== name),
      ),
    [store, key, views],
  );
  const linkTo = useCallback(
    (view: SavedView) => {
      const shared = new URLSearchParams(view.params);
      if (view.hidden.length > 0 || view.order.length > 0)
        shared.set(COLUMNS_PARAM, columnsParam(view.hidden, view.order));
      return `${window.location.origin}${pathname}?${shared.toString()}`;
    },
    [pathname],
  );
  return { views, save, apply, remove, linkTo };
};
