import { describe, expect, it, vi } from "vitest";
import { breakerKey, CircuitBreaker, createBreakerRegistry } from "@/api/circuitBreaker";
import { fakeTimersPerTest } from "../../support/fakeTimers";
import { breakerAfter, failTimes } from "./breakers";

/** Breaker cases (one breaker per URL, SES-26 to SES-29) the other tests left open. */

fakeTimersPerTest();

describe("an open breaker", () => {
  it("goes half-open 30 s after it opened, whatever failures arrive meanwhile (calls already in flight, probes)", () => {
    const b = breakerAfter(5, 20_000);
    failTimes(b, 3);
    expect(b.state).toBe("open");
    vi.advanceTimersByTime(10_000);
    expect(b.state).toBe("half-open");
  });

  it("ignores successes until it is half-open: two of them after 30 s close it", () => {
    const b = breakerAfter(5);
    b.recordSuccess();
    b.recordSuccess();
    expect(b.state).toBe("open");
    vi.advanceTimersByTime(30_000);
    b.recordSuccess();
    b.recordSuccess();
    expect(b.state).toBe("closed");
  });

  it("reopened from half-open, it waits another full 30 s", () => {
    const b = breakerAfter(5, 45_000);
    b.recordFailure();
    vi.advanceTimersByTime(29_999);
    expect(b.canRequest()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(b.canRequest()).toBe(true);
  });

  it("a failure reopens a half-open breaker however long it sat half-open", () => {
    const b = breakerAfter(5, 90_000);
    expect(b.state).toBe("half-open");
    b.recordFailure();
    expect(b.state).toBe("open");
  });
});

describe("options", () => {
  it("takes its thresholds and clock from the caller", () => {
    let now = 0;
    const b = new CircuitBreaker("/x", {
      failureThreshold: 2,
      resetTimeoutMs: 100,
      successThreshold: 1,
      failureCountResetMs: 50,
      now: () => now,
    });
    b.recordFailure();
    now = 51;
    b.recordFailure();
    expect(b.state).toBe("closed");
    b.recordFailure();
    expect(b.state).toBe("open");
    now = 151;
    expect(b.state).toBe("half-open");
    b.recordSuccess();
    expect(b.state).toBe("closed");
  });

  it("a registry passes its options to every breaker it makes", () => {
    const registry = createBreakerRegistry({ failureThreshold: 1 });
    registry.get("/a").recordFailure();
    expect(registry.get("/a?page=2").canRequest()).toBe(false);
    expect(registry.get("/b").canRequest()).toBe(true);
  });
});

describe("registry", () => {
  it("reset forgets every breaker, open ones included", () => {
    const registry = createBreakerRegistry();
    const before = registry.get("/a");
    failTimes(before, 5);
    registry.reset();
    const after = registry.get("/a");
    expect(after).not.toBe(before);
    expect(after.canRequest()).toBe(true);
    expect(after.failureCount).toBe(0);
  });

  it("names each breaker by its key, which is what the open-breaker text shows", () => {
    const registry = createBreakerRegistry();
    expect(registry.get("/users/list?page=2").name).toBe("/users/list");
    expect(registry.get(undefined).name).toBe("/");
  });
});

describe("breakerKey", () => {
  it("keys a call to the base URL itself, or with only a query, as /", () => {
    for (const url of [undefined, "", "?page=2", "#top"]) expect(breakerKey(url)).toBe("/");
  });

  it("reads the path of an absolute URL whatever the case of its scheme", () => {
    expect(breakerKey("HTTPS://api.example/users?x=1")).toBe("/users");
    expect(breakerKey("wss://api.example/live")).toBe("/live");
  });

  it("falls back to the plain path split for an absolute URL it cannot parse", () => {
    expect(breakerKey("http://[bad/users?x=1")).toBe("http://[bad/users");
  });
});
