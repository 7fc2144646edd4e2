import { useCallback, useEffect, useState } from "react";
import { useTranslate } from "@refinedev/core";
import { reportFetchFailure } from "./reportFetchFailure";

export interface Fetched<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface Outcome<T> {
  /** the call this outcome answers; an outcome of another call is not shown */
  source: (() => Promise<T>) | null;
  data: T | null;
  error: unknown;
  done: boolean;
}

/**
 * One read call outside refine's CRUD (the detail shape, the boards), with a retry. `load` null
 * means "nothing to fetch now" (a closed dialog): the last answer stays, so a closing dialog
 * still shows it while it fades out. `load` must keep its identity between renders
 * (useCallback): a new function is a new fetch, and answers of an earlier one are dropped, so a
 * slow reply for one machine never fills the dialog of the next.
 */
export function useFetched<T>(what: string, load: (() => Promise<T>) | null): Fetched<T> {
  const t = useTranslate();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T>>({ source: null, data: null, error: null, done: false });

  useEffect(() => {
    if (!load) return;
    let current = true;
    setOutcome({ source: load, data: null, error: null, done: false });
    load().then(
      (data) => current && setOutcome({ source: load, data, error: null, done: true }),
      (error: unknown) => {
        if (!current) return;
        reportFetchFailure(what, error, t);
        setOutcome({ source: load, data: null, error, done: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, what, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const mine = load === null || outcome.source === load;
  return {
    data: mine ? outcome.data : null,
    error: mine ? outcome.error : null,
    loading: load !== null && (!mine || !outcome.done),
    reload,
  };
}
