import { afterEach, beforeEach, vi } from "vitest";

/** Fake timers for each test of the enclosing describe (or file), and real ones again after it. */
export const fakeTimersPerTest = (): void => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
};
