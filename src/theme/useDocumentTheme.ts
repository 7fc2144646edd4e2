import { useLayoutEffect } from "react";
import type { Theme } from "@/state/ui";

/**
 * Mirrors the mode onto <html>: the class lets plain CSS follow the theme, and color-scheme
 * makes native controls and scrollbars match.
 */
export const useDocumentTheme = (mode: Theme): void => {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", mode === "dark");
    root.classList.toggle("light", mode === "light");
    root.style.colorScheme = mode;
  }, [mode]);
};
