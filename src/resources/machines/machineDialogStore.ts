import { create } from "zustand";

/**
 * The machine detail dialog opens from several areas (machines, a server's machines, proxies,
 * accounts); they all ask this store, and the signed-in layout mounts the one dialog.
 */
export interface MachineDialogState {
  name: string | null;
  open: (name: string) => void;
  close: () => void;
}

export const useMachineDialog = create<MachineDialogState>()((set) => ({
  name: null,
  open: (name) => set({ name }),
  close: () => set({ name: null }),
}));
