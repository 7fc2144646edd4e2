import { describe, expect, it, vi } from "vitest";
import { breakerKey, createBreakerRegistry, isBreakerFailure } from "@/api/circuitBreaker";
import { fakeTimersPerTest } from "../../support/fakeTimers";
import { breakerAfter, failTimes } from "./breakers";

describe("CircuitBreaker (SES-27, SES-28)", () => {
  fakeTimersPerTest();

  it("opens after 5 failures", () => {
    const b = breakerAfter(4);
    expect(b.state).toBe("closed");
    b.recordFailure();
    expect(b.state).toBe("open");
    expect(b.canRequest()).toBe(false);
  });

  it("goes half-open after 30 s", () => {
    const b = breakerAfter(5, 29_999);
    expect(b.state).toBe("open");
    vi.advanceTimersByTime(1);
    expect(b.state).toBe("half-open");
    expect(b.canRequest()).toBe(true);
  });

  it("closes after 2 successes in half-open", () => {
    const b = breakerAfter(5, 30_000);
    b.recordSuccess();
    expect(b.state).toBe("half-open");
    b.recordSuccess();
    expect(b.state).toBe("closed");
    expect(b.failureCount).toBe(0);
  });

  it("reopens on a failure in half-open", () => {
    const b = breakerAfter(5, 30_000);
    b.recordSuccess();
    b.recordFailure();
    expect(b.state).toBe("open");
    vi.advanceTimersByTime(29_999);
    expect(b.state).toBe("open");
  });

  it("resets the failure count when the last failure was more than 60 s ago", () => {
    const b = breakerAfter(4, 60_001);
    b.recordFailure();
    expect(b.failureCount).toBe(1);
    failTimes(b, 3);
    expect(b.state).toBe("closed");
    b.recordFailure();
    expect(b.state).toBe("open");
  });

  it("keeps counting when the last failure was exactly 60 s ago", () => {
    const b = breakerAfter(4, 60_000);
    b.recordFailure();
    expect(b.state).toBe("open");
  });
});

describe("breaker keys and failures", () => {
  it("keys by path without query, whatever the method or host", () => {
    expect(breakerKey("/users/list?page=2")).toBe("/users/list");
    expect(breakerKey("/users/list#top")).toBe("/users/list");
    expect(breakerKey("https://api.example/users/list?x=1")).toBe("/users/list");
    const registry = createBreakerRegistry();
    expect(registry.get("/a?x=1")).toBe(registry.get("/a"));
    expect(registry.get("/a")).not.toBe(registry.get("/b"));
  });

  it("counts no response and 5xx as failures, not 4xx", () => {
    expect(isBreakerFailure(undefined)).toBe(true);
    expect(isBreakerFailure(500)).toBe(true);
    expect(isBreakerFailure(404)).toBe(false);
    expect(isBreakerFailure(401)).toBe(false);
  });
});
