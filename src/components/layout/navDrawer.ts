import { create } from "zustand";

/**
 * Whether the phone's navigation drawer is open: the top bar's menu button opens it, the
 * sidebar draws it. Not kept across reloads: a phone starts on the page, not the menu.
 */
export const useNavDrawer = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
