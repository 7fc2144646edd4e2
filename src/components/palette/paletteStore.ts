import { create } from "zustand";

/** Mounted once in the shell and loaded when first opened; the shortcut and button only dispatch here. */
interface PaletteState {
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
