import { useLocation, useSearchParams } from "react-router";
import { useUiStore, type SavedView } from "@/state/ui";
import { columnsParam, COLUMNS_PARAM, useListKey, type ColumnChoice } from "./useColumnChoice";
import { LIST_PARAMS } from "./useListState";

const NONE: readonly SavedView[] = [];

/**
 * A list's named views (issue 29), per user and list in ui-storage: the URL's filters, search,
 * sort and size with the column choice. A view's link carries its columns in `cols`.
 */
export const useSavedViews = (tableKey: string, { hidden, order }: ColumnChoice) => {
  const key = useListKey(tableKey);
  const views = useUiStore((s) => s.savedViews[key] ?? NONE);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const store = (next: SavedView[]) => useUiStore.getState().setSavedViews(key, next);
  return {
    views,
    /** keeps the list as it shows now under `name` (a view of that name is replaced), from its first page */
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
      setHiddenColumns(key, view.hidden);
      setColumnOrder(key, view.order);
      setParams(new URLSearchParams(view.params), { replace: true });
    },
    remove: (name: string) => store(views.filter((v) => v.name !== name)),
    /** the address that opens the view for anyone allowed to see the list */
    linkTo: (view: SavedView) => {
      const shared = new URLSearchParams(view.params);
      if (view.hidden.length > 0 || view.order.length > 0)
        shared.set(COLUMNS_PARAM, columnsParam(view.hidden, view.order));
      return `${window.location.origin}${pathname}?${shared.toString()}`;
    },
  };
};
