import { useCallback, useState } from "react";
import { tabOrder, type AuthTab } from "./authTabs";

export interface PrismTurn {
  id: number;
  from: AuthTab;
  direction: 1 | -1;
}

/** The turn derived during render, so the new face shows in the commit the URL changed in. */
export const usePrismTurn = (tab: AuthTab): { turn: PrismTurn | null; endTurn: (id: number) => void } => {
  const [shown, setShown] = useState(tab);
  const [turn, setTurn] = useState<PrismTurn | null>(null);

  if (shown !== tab) {
    setShown(tab);
    setTurn((current) => ({
      id: (current?.id ?? 0) + 1,
      from: shown,
      direction: tabOrder(tab) > tabOrder(shown) ? 1 : -1,
    }));
  }

  const endTurn = useCallback((id: number) => setTurn((current) => (current?.id === id ? null : current)), []);
  return { turn, endTurn };
};
