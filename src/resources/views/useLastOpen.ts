import { useState } from "react";

/**
 * The last non-null value: a closing modal or drawer keeps showing what it showed while it
 * animates out, instead of going blank the moment its state is cleared. `same` tells equal
 * values apart from new ones, so a value rebuilt on every render does not loop.
 */
export const useLastOpen = <T>(value: T | null, same: (a: T, b: T) => boolean = Object.is): T | null => {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && (last === null || !same(value, last))) setLast(value);
  return value ?? last;
};
