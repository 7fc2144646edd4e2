import { NARROW_QUERY, useMediaQuery } from "@/lib/useMediaQuery";

export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
