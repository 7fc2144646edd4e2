import { create } from "zustand";

/**
 * Areas whose API this server lacks (it answered 404 to their list): the sidebar and the routes
 * leave them out for the rest of the page's life. The activity log is an assumed API (docs/api.md),
 * so a real server may not have it; a reload asks again.
 */
interface MissingAreasState {
  missing: readonly string[];
  markMissing: (area: string) => void;
  reset: () => void;
}

export const useMissingAreas = create<MissingAreasState>((set) => ({
  missing: [],
  markMissing: (area) => set((s) => (s.missing.includes(area) ? s : { missing: [...s.missing, area] })),
  reset: () => set({ missing: [] }),
}));

export const isAreaMissing = (area: string): boolean => useMissingAreas.getState().missing.includes(area);
