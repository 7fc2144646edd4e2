import { useMediaQuery } from "@/lib/useMediaQuery";

// A max-width query, so environments without real media queries count as wide.
const NARROW_QUERY = "(max-width: 767.98px)";

/** True on phone-sized screens, where the sidebar folds to icons and the top bar drops the name. */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
