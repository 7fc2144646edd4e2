import type { Key } from "react";

/** A run the session's end cut short, kept until the user is back on the list to read which rows were done. */
export interface InterruptedRun<T = unknown> {
  /** the button text as it read when the run started */
  action: string;
  done: readonly string[];
  left: readonly { key: Key; name: string; row: T }[];
}

const storageKey = (area: string) => `bulk-interrupted:${area}`;

export const saveInterruptedRun = (area: string, run: InterruptedRun): void => {
  try {
    localStorage.setItem(storageKey(area), JSON.stringify(run));
  } catch {
    // A full or refused storage loses the notice, never the run's own result.
  }
};

export const readInterruptedRun = <T>(area: string): InterruptedRun<T> | null => {
  try {
    const stored = localStorage.getItem(storageKey(area));
    if (!stored) return null;
    const run = JSON.parse(stored) as Partial<InterruptedRun<T>>;
    if (typeof run.action !== "string" || !Array.isArray(run.done) || !Array.isArray(run.left)) return null;
    return run as InterruptedRun<T>;
  } catch {
    return null;
  }
};

export const forgetInterruptedRun = (area: string): void => {
  try {
    localStorage.removeItem(storageKey(area));
  } catch {
    // Nothing stored to forget.
  }
};
