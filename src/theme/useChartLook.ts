import { useUiStore } from "@/state/ui";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

/** G2's light or dark theme, and no enter animation under reduced motion. */
export const useChartLook = (): { theme: "classic" | "classicDark"; animate: false | undefined } => {
  const theme = useUiStore((s) => (s.theme === "dark" ? "classicDark" : "classic"));
  return { theme, animate: usePrefersReducedMotion() ? false : undefined };
};
