import { useState } from "react";

/** The last non-null value, so a closing modal keeps its content while it animates out. */
export const useLastOpen = <T>(value: T | null, same: (a: T, b: T) => boolean = Object.is): T | null => {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && (last === null || !same(value, last))) setLast(value);
  return value ?? last;
};
