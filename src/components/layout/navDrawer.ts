import { create } from "zustand";

/** The path the phone's drawer was opened on: any navigation away closes it. Not kept across reloads. */
export const useNavDrawer = create<{ openOn: string | null; setOpenOn: (path: string | null) => void }>((set) => ({
  openOn: null,
  setOpenOn: (openOn) => set({ openOn }),
}));
