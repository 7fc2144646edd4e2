import { create } from "zustand";

/** Opened from several areas; `shown` stays while the dialog fades out; `opening` makes each opening a fresh read. */
export const useMachineDialog = create<{
  name: string | null;
  shown: string | null;
  opening: number;
  open: (name: string) => void;
  close: () => void;
}>()((set) => ({
  name: null,
  shown: null,
  opening: 0,
  open: (name) => set((s) => ({ name, shown: name, opening: s.opening + 1 })),
  close: () => set({ name: null }),
}));
