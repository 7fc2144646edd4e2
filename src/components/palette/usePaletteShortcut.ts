import { useEffect } from "react";
import { usePalette } from "./paletteStore";

export const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

/**
 * Ctrl+K / ⌘K opens the palette from anywhere in the signed-in area, a text field included (the
 * browser's own Ctrl+K, its address-bar search, gives way), and closes it again.
 */
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
