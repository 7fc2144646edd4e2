import { create } from "zustand";

/**
 * The machine detail dialog opens from several areas (machines, a server's machines, proxies,
 * accounts); they all ask this store, and the signed-in layout mounts the one dialog.
 */
export interface MachineDialogState {
  name: string | null;
  /** the last machine opened: it stays on screen while the dialog fades out */
  shown: string | null;
  /** counts openings: each one reads the machine afresh (spec §3: status and tasks are live) */
  opening: number;
  open: (name: string) => void;
  close: () => void;
}

export const useMachineDialog = create<MachineDialogState>()((set) => ({
  name: null,
  shown: null,
  opening: 0,
  open: (name) => set((s) => ({ name, shown: name, opening: s.opening + 1 })),
  close: () => set({ name: null }),
}));
