import { create } from "zustand";

/**
 * The path the phone's navigation drawer was opened on: the top bar's menu button opens it, the
 * sidebar draws it while the user is still on that path, so any navigation (a pick in it, a link
 * on the page, the back button) closes it. Not kept across reloads: a phone starts on the page.
 */
export const useNavDrawer = create<{ openOn: string | null; setOpenOn: (path: string | null) => void }>((set) => ({
  openOn: null,
  setOpenOn: (openOn) => set({ openOn }),
}));
