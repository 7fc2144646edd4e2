import { create } from "zustand";

/**
 * Open state of the profile dialog. The user menu only dispatches here, so the dialog can be
 * mounted once at the app root and opened from anywhere.
 */
export interface ProfileDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const useProfileDialog = create<ProfileDialogState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
