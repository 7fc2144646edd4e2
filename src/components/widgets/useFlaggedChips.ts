import { useCallback, useEffect, useRef, useState } from "react";
import { TIMING } from "@/config";

interface FlaggedChip {
  id: number;
  text: string;
}

/** Rejected duplicates stay red for TIMING.duplicateChipRemovalMs, each on its own timer. */
export const useFlaggedChips = (): { flagged: FlaggedChip[]; flag: (texts: readonly string[]) => void } => {
  const [flagged, setFlagged] = useState<FlaggedChip[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const flag = useCallback((texts: readonly string[]) => {
    if (texts.length === 0) return;
    const added = texts.map((text) => ({ id: nextId.current++, text }));
    const ids = new Set(added.map((chip) => chip.id));
    setFlagged((current) => [...current, ...added]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlagged((current) => current.filter((chip) => !ids.has(chip.id)));
    }, TIMING.duplicateChipRemovalMs);
    timers.current.add(timer);
  }, []);

  return { flagged, flag };
};
