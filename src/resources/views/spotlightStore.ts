import { create } from "zustand";

/** The record a list should bring to view and mark: one just created, or one a link opened. */
interface Spotlight {
  resource: string;
  id: string;
}

interface SpotlightState {
  target: Spotlight | null;
  clear: () => void;
}

export const useSpotlight = create<SpotlightState>()((set) => ({
  target: null,
  clear: () => set({ target: null }),
}));

export const spotlight = (resource: string, id: string | number): void =>
  useSpotlight.setState({ target: { resource, id: String(id) } });
