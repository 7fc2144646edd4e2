import { create } from "zustand";

/** Areas whose list answered 404 stay out of the sidebar and routes until a reload. */
interface MissingAreasState {
  missing: readonly string[];
  /** counts resets: an answer to a question asked before the last reset is not heard */
  epoch: number;
  markMissing: (area: string, asked?: number) => void;
  reset: () => void;
}

export const useMissingAreas = create<MissingAreasState>((set) => ({
  missing: [],
  epoch: 0,
  markMissing: (area, asked) =>
    set((s) =>
      s.missing.includes(area) || (asked !== undefined && asked !== s.epoch) ? s : { missing: [...s.missing, area] },
    ),
  reset: () => set((s) => ({ missing: [], epoch: s.epoch + 1 })),
}));

export const missingEpoch = (): number => useMissingAreas.getState().epoch;

export const isAreaMissing = (area: string): boolean => useMissingAreas.getState().missing.includes(area);
