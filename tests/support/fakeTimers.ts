import { act } from "@testing-library/react";
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

/**
 * From now on the page's timers and Date run on a fake clock that still follows the real one, so
 * its own waits go on as before; `passTime` jumps it ahead, so a test does not wait out a delay
 * (a debounce, an Undo window, a mock's latency) for real. React's scheduler keeps the real clock.
 * The test goes back to real timers with vi.useRealTimers() (tests/setup.ts does it after each file).
 */
export const followingFakeClock = (): void => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
};

/** Jumps the fake clock ahead by `ms`, running what falls due, inside act(). */
export const passTime = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
