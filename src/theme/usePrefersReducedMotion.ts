import { REDUCED_MOTION_QUERY, useMediaQuery } from "@/lib/useMediaQuery";

/** Whether the system asks for reduced motion, following a change while the console is open. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
