import { create } from "zustand";

/**
 * Open state of the command palette. The shortcut and the top bar's button only dispatch here;
 * the palette itself is mounted once in the signed-in shell and loads when first opened.
 */
export interface PaletteState {
  isOpen: boolean;
  returnFocus: HTMLElement | null;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const focused = (): HTMLElement | null =>
  typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;

export const usePalette = create<PaletteState>()((set, get) => ({
  isOpen: false,
  returnFocus: null,
  open: () => {
    if (!get().isOpen) set({ isOpen: true, returnFocus: focused() });
  },
  close: () => set({ isOpen: false }),
  toggle: () => (get().isOpen ? get().close() : get().open()),
}));
