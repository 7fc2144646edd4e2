import { vi } from "vitest";
import { CircuitBreaker } from "@/api/circuitBreaker";

/** Records `n` failures on a breaker. */
export const failTimes = (b: CircuitBreaker, n: number): void => {
  for (let i = 0; i < n; i++) b.recordFailure();
};

/** A breaker of "/x" after `failures` failures in a row and then `ms` ms of (fake) time. */
export const breakerAfter = (failures: number, ms = 0): CircuitBreaker => {
  const b = new CircuitBreaker("/x");
  failTimes(b, failures);
  vi.advanceTimersByTime(ms);
  return b;
};
