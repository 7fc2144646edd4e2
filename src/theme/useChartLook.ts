import { useUiStore } from "@/state/ui";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

/**
 * What every chart takes from the console's look: G2's theme for the light or dark one, and no
 * enter animation when the system asks for reduced motion (as antd's motions are kept off).
 */
export const useChartLook = (): { theme: "classic" | "classicDark"; animate: false | undefined } => {
  const theme = useUiStore((s) => (s.theme === "dark" ? "classicDark" : "classic"));
  return { theme, animate: usePrefersReducedMotion() ? false : undefined };
};
