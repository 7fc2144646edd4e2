import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** replaces the data without a request, e.g. with a row the server just answered */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * Loads once per `key` (and on reload), ignoring answers that arrive after a newer request.
 * For reads that are not a registered resource (numbers, messages, locale and machine lookups):
 * refine's list hooks only reach endpoints declared in the registry.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, enabled = true): Loaded<T> {
  const [data, setDataState] = useState<T>();
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // The loader is usually an inline closure; the key says when it means something new.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const id = ++latest.current;
    setLoading(true);
    loadRef.current().then(
      (value) => {
        if (id !== latest.current) return;
        setDataState(value);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (id !== latest.current) return;
        setError(reason);
        setLoading(false);
      },
    );
  }, [key, round, enabled]);

  // A late answer must not land after unmount.
  useEffect(() => () => void ++latest.current, []);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setDataState(update), []);
  return { data, loading: enabled && loading, error, reload, setData };
}
