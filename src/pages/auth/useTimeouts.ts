import { useCallback, useEffect, useRef } from "react";

/** setTimeout bound to the component, so a screen's redirect never fires after the user left it. */
export const useTimeouts = (): ((fn: () => void, ms: number) => void) => {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const ids = pending.current;
    return () => {
      ids.forEach((id) => clearTimeout(id));
      ids.clear();
    };
  }, []);

  return useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      pending.current.delete(id);
      fn();
    }, ms);
    pending.current.add(id);
  }, []);
};

export const useDelay = (): ((ms: number) => Promise<void>) => {
  const later = useTimeouts();
  return useCallback((ms: number) => new Promise<void>((resolve) => later(resolve, ms)), [later]);
};
