import { create } from "zustand";

/**
 * Open state of the profile dialog. The user menu only dispatches here, so the dialog can be
 * mounted once at the app root and opened from anywhere.
 */
export interface ProfileDialogState {
  isOpen: boolean;
  /**
   * Where focus goes back when the dialog closes. The menu item that opened it is gone by then,
   * so the opener names the control that stays (the user menu's button).
   */
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
