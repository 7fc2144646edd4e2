import { create } from "zustand";

/** Mounted once at the root; the user menu only dispatches here. */
interface ProfileDialogState {
  isOpen: boolean;
  /** The control that takes focus back on close: the menu item that opened the dialog is gone by then. */
  returnFocus: HTMLElement | null;
  open: (returnFocus?: HTMLElement | null) => void;
  close: () => void;
}

export const useProfileDialog = create<ProfileDialogState>()((set) => ({
  isOpen: false,
  returnFocus: null,
  open: (returnFocus = null) => set({ isOpen: true, returnFocus }),
  close: () => set({ isOpen: false }),
}));

export const returnProfileFocus = () => {
  const target = useProfileDialog.getState().returnFocus;
  if (target?.isConnected) target.focus();
};
