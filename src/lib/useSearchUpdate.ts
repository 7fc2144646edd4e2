import { useCallback, useContext, useRef } from "react";
import { UNSAFE_DataRouterContext, useSearchParams } from "react-router";

type Change = (params: URLSearchParams) => void;

/** Edits the query as it is now: react-router's own setter starts from the last render's, and a list turning its page
 *  before a link's navigation rendered wrote its `?open=` away. A memory router takes a write late: the next starts from it. */
export const useSearchUpdate = (): ((change: Change) => void) => {
  const [, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  const pending = useRef<{ from: string; to: string } | null>(null);
  return useCallback(
    (change: Change) =>
      setParams(
        () => {
          const now = new URLSearchParams(dataRouter?.state.location.search ?? window.location.search).toString();
          const next = new URLSearchParams(pending.current?.from === now ? pending.current.to : now);
          change(next);
          pending.current = { from: now, to: next.toString() };
          return next;
        },
        { replace: true },
      ),
    [setParams, dataRouter],
  );
};
