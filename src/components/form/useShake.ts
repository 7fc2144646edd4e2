import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { TIMING } from "@/config";
import styles from "./shake.module.css";

export interface Shake {
  classFor: (field: string) => string | undefined;
  shake: (fields: readonly string[]) => void;
  shakeIfEmpty: (field: string, value: unknown) => void;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Shakes on blur when empty and on a failed submit; two alternating class names restart the animation. */
export const useShake = (): Shake => {
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => clearTimeout(id));
  }, []);

  const shake = useCallback((fields: readonly string[]) => {
    if (fields.length === 0) return;
    setGenerations((current) => {
      const next = { ...current };
      for (const field of fields) next[field] = (current[field] ?? 0) + 1;
      return next;
    });
    for (const field of fields) {
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => {
          timers.current.delete(field);
          setGenerations(({ [field]: _done, ...rest }) => rest);
        }, TIMING.shakeMs),
      );
    }
  }, []);

  const shakeIfEmpty = useCallback(
    (field: string, value: unknown) => {
      if (isEmpty(value)) shake([field]);
    },
    [shake],
  );

  const classFor = useCallback(
    (field: string) => {
      const generation = generations[field];
      if (generation === undefined) return undefined;
      return generation % 2 === 1 ? styles.shakeA : styles.shakeB;
    },
    [generations],
  );

  return useMemo(() => ({ classFor, shake, shakeIfEmpty }), [classFor, shake, shakeIfEmpty]);
};
