import { useEffect } from "react";
import { usePalette } from "./paletteStore";

const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

/** Ctrl+K / ⌘K toggles the palette anywhere, text fields included (the browser's own Ctrl+K gives way). */
export const usePaletteShortcut = (): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isPaletteShortcut(event)) return;
      event.preventDefault();
      usePalette.getState().toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
};
