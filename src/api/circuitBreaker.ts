import { CIRCUIT_BREAKER } from "@/config";

type CircuitState = "closed" | "open" | "half-open";

interface CircuitBreakerOptions {
  failureThreshold: number;
  resetTimeoutMs: number;
  successThreshold: number;
  failureCountResetMs: number;
  /** Read on every call (not captured) so fake timers move it. */
  now: () => number;
}

const defaults = (): CircuitBreakerOptions => ({ ...CIRCUIT_BREAKER, now: () => Date.now() });

export class CircuitBreaker {
  readonly name: string;
  private readonly opts: CircuitBreakerOptions;
  private current: CircuitState = "closed";
  private failures = 0;
  private successes = 0;
  private lastFailureAt: number | null = null;
  private openedAt = 0;

  constructor(name: string, opts: Partial<CircuitBreakerOptions> = {}) {
    this.name = name;
    this.opts = { ...defaults(), ...opts };
  }

  /** An open breaker whose reset time has passed reads as half-open. */
  get state(): CircuitState {
    if (this.current === "open" && this.opts.now() - this.openedAt >= this.opts.resetTimeoutMs) {
      this.current = "half-open";
      this.successes = 0;
    }
    return this.current;
  }

  get failureCount(): number {
    return this.failures;
  }

  canRequest(): boolean {
    return this.state !== "open";
  }

  /** Only consecutive failures count, so recovered blips never add up to an outage (as in cockatiel and opossum). */
  recordSuccess(): void {
    const state = this.state;
    if (state === "open") return;
    if (state === "closed") {
      this.failures = 0;
      this.lastFailureAt = null;
      return;
    }
    this.successes += 1;
    if (this.successes >= this.opts.successThreshold) this.close();
  }

  close(): void {
    this.current = "closed";
    this.failures = 0;
    this.successes = 0;
    this.lastFailureAt = null;
  }

  trial(): void {
    if (this.state !== "open") return;
    this.current = "half-open";
    this.successes = 0;
  }

  recordFailure(): void {
    const now = this.opts.now();
    const state = this.state;
    if (state === "half-open") {
      this.open(now);
      return;
    }
    if (state === "open") return;
    // A failure long after the previous one starts a new count rather than adding to a stale one.
    if (this.lastFailureAt !== null && now - this.lastFailureAt > this.opts.failureCountResetMs) this.failures = 0;
    this.failures += 1;
    this.lastFailureAt = now;
    if (this.failures >= this.opts.failureThreshold) this.open(now);
  }

  private open(now: number): void {
    this.current = "open";
    this.openedAt = now;
    this.successes = 0;
    this.lastFailureAt = now;
  }
}

/** Failures are what a breaker protects against: an unreachable server or a 5xx, not a 4xx. */
export const isBreakerFailure = (status: number | undefined): boolean => status === undefined || status >= 500;

export const breakerKey = (url: string | undefined): string => {
  const raw = url ?? "";
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(raw)) {
    try {
      return new URL(raw).pathname;
    } catch {
      // Not absolute after all: the plain split follows.
    }
  }
  return raw.split(/[?#]/)[0] || "/";
};

export interface BreakerRegistry {
  get(url: string | undefined): CircuitBreaker;
  /** A probe was answered: its breaker closes and every other open one lets a trial through at once. */
  serverAnswered(url: string | undefined): void;
  reset(): void;
}

export const createBreakerRegistry = (opts: Partial<CircuitBreakerOptions> = {}): BreakerRegistry => {
  const breakers = new Map<string, CircuitBreaker>();
  return {
    get(url) {
      const key = breakerKey(url);
      let breaker = breakers.get(key);
      if (!breaker) {
        breaker = new CircuitBreaker(key, opts);
        breakers.set(key, breaker);
      }
      return breaker;
    },
    serverAnswered(url) {
      const answered = breakerKey(url);
      for (const [key, breaker] of breakers) {
        if (key === answered) breaker.close();
        else breaker.trial();
      }
    },
    reset: () => breakers.clear(),
  };
};
