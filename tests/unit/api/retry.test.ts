import { describe, expect, it } from "vitest";
import { backoffDelay, isRetryable, shouldRetry } from "@/api/retry";

describe("retry rules (SES-20)", () => {
  it("retries GET, HEAD, OPTIONS, PUT and DELETE", () => {
    for (const method of ["get", "HEAD", "options", "PUT", "delete"]) {
      expect(isRetryable({ method, status: 503 })).toBe(true);
    }
  });

  it("does not retry POST or PATCH unless flagged non-idempotent-retryable", () => {
    expect(isRetryable({ method: "post", status: 503 })).toBe(false);
    expect(isRetryable({ method: "patch", status: undefined })).toBe(false);
    expect(isRetryable({ method: "post", status: 503, retryNonIdempotent: true })).toBe(true);
  });

  it("retries statuses 408, 429, 500, 502, 503, 504 and a missing response only", () => {
    for (const status of [408, 429, 500, 502, 503, 504, undefined]) {
      expect(isRetryable({ method: "get", status })).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 422, 501, 505]) {
      expect(isRetryable({ method: "get", status })).toBe(false);
    }
  });

  it("allows at most 3 retries", () => {
    const candidate = { method: "get", status: 500 };
    expect([0, 1, 2, 3].map((attempt) => shouldRetry(candidate, attempt))).toEqual([true, true, true, false]);
  });
});

describe("backoffDelay", () => {
  const noJitter = () => 0.5;

  it("is exponential by default: 1000, 2000, 4000", () => {
    expect([0, 1, 2].map((a) => backoffDelay(a, "get", 429, noJitter))).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2].map((a) => backoffDelay(a, "put", 503, noJitter))).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2].map((a) => backoffDelay(a, "get", undefined, noJitter))).toEqual([1000, 2000, 4000]);
  });

  it("is linear for GET with 408 or 5xx: 1000, 2000, 3000", () => {
    expect([0, 1, 2].map((a) => backoffDelay(a, "get", 408, noJitter))).toEqual([1000, 2000, 3000]);
    expect([0, 1, 2].map((a) => backoffDelay(a, "GET", 502, noJitter))).toEqual([1000, 2000, 3000]);
  });

  it("is capped at 30000 ms", () => {
    expect(backoffDelay(10, "delete", 503, noJitter)).toBe(30000);
    expect(backoffDelay(10, "delete", 503, () => 0.999)).toBe(30000);
    expect(backoffDelay(40, "get", 500, () => 0.999)).toBe(30000);
  });

  it("jitters within ±20 %", () => {
    expect(backoffDelay(1, "put", 503, () => 0)).toBe(1600);
    expect(backoffDelay(1, "put", 503, () => 1)).toBe(2400);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(2, "put", 503);
      expect(d).toBeGreaterThanOrEqual(3200);
      expect(d).toBeLessThanOrEqual(4800);
    }
  });
});
