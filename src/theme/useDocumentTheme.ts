import { useLayoutEffect } from "react";
import type { Theme } from "@/state/ui";

/** The mode on <html>: a class for plain CSS, and color-scheme for native controls. */
export const useDocumentTheme = (mode: Theme): void => {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", mode === "dark");
    root.classList.toggle("light", mode === "light");
    root.style.colorScheme = mode;
  }, [mode]);
};
