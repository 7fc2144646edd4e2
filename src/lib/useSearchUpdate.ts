import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useSearchParams } from "react-router";

type Change = (params: URLSearchParams) => void;
type WithLocation = { location?: { search: string } };

/** Edits the query as it is now: react-router's own setter starts from the last render's, and a list turning its page
 *  before a link's navigation rendered wrote its `?open=` away. A data router keeps its URL, the others their history. */
export const useSearchUpdate = (): ((change: Change) => void) => {
  const [, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  const history = useContext(UNSAFE_NavigationContext).navigator as WithLocation;
  return useCallback(
    (change: Change) =>
      setParams(
        () => {
          const next = new URLSearchParams(dataRouter?.state.location.search ?? history.location?.search);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams, dataRouter, history],
  );
};
