import { useEffect, useState } from "react";
import { TIMING } from "@/config";

export const useDebouncedValue = <T>(value: T, ms: number = TIMING.searchDebounceMs): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
