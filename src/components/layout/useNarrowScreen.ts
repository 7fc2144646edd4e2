import { useSyncExternalStore } from "react";

// A max-width query, so environments without real media queries count as wide.
const NARROW_QUERY = "(max-width: 767.98px)";

const query = (): MediaQueryList | undefined =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(NARROW_QUERY)
    : undefined;

const subscribe = (onChange: () => void): (() => void) => {
  const mql = query();
  mql?.addEventListener?.("change", onChange);
  return () => mql?.removeEventListener?.("change", onChange);
};

/** True on phone-sized screens, where the sidebar folds to icons and the top bar drops the name. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
