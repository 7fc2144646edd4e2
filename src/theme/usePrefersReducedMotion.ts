import { REDUCED_MOTION_QUERY, useMediaQuery } from "@/lib/useMediaQuery";

export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
