import { clearTimeout, setTimeout } from "node:timers";

/**
 * jsdom runs animation frames on an interval that it starts with the global setInterval when a
 * frame is requested and none is pending. A frame requested on a fake clock (support/fakeTimers.ts)
 * and still pending when the test goes back to real timers leaves that interval on the discarded
 * clock: no later frame in the worker's shared jsdom ever runs, so antd's dialogs stay in their
 * opening motion and never take focus (a CI run failed so). Frames run on Node's own timers here,
 * which no fake clock replaces; a test that fakes frames itself still gets its fakes.
 */
export const framesOnRealTimers = (): void => {
  window.requestAnimationFrame = (callback) => Number(setTimeout(() => callback(performance.now()), 16));
  window.cancelAnimationFrame = (handle) => clearTimeout(handle);
};
