import { useMediaQuery } from "@/lib/useMediaQuery";

// A max-width query, so environments without real media queries count as wide.
const NARROW_QUERY = "(max-width: 767.98px)";

export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
