import { create } from "zustand";

/**
 * The machine detail dialog opens from several areas (machines, a server's machines, proxies,
 * accounts); they all ask this store, and the signed-in layout mounts the one dialog. `shown` is
 * the last machine opened: it stays on screen while the dialog fades out. `opening` counts
 * openings: each one reads the machine afresh (status and tasks are live).
 */
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
