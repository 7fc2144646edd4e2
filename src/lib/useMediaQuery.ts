import { useCallback, useMemo, useSyncExternalStore } from "react";

/** Below antd's md breakpoint: a phone's layout. A max-width query, so environments without media queries count as wide. */
export const NARROW_QUERY = "(max-width: 767.98px)";

/** The system asks for less motion (WCAG 2.3.3). */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const mediaList = (query: string): MediaQueryList | undefined =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;

/** Whether a media query matches now; false where there are no media queries (tests, SSR). */
export const matchesMedia = (query: string): boolean => mediaList(query)?.matches === true;

export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.("change", onChange);
      return () => list?.removeEventListener?.("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
};

// antd's breakpoints the window reaches, known at render: antd Table's own `responsive` waits for
// a layout effect of its own, and under load a table was left drawn without those columns.
export const useScreens = () => {
  const sm = useMediaQuery("(min-width: 576px)");
  const md = useMediaQuery("(min-width: 768px)");
  const lg = useMediaQuery("(min-width: 992px)");
  const xl = useMediaQuery("(min-width: 1200px)");
  const xxl = useMediaQuery("(min-width: 1600px)");
  return useMemo(() => ({ sm, md, lg, xl, xxl }), [sm, md, lg, xl, xxl]);
};
