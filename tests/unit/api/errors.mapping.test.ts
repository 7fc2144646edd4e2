import { AxiosError, CanceledError } from "axios";
import { describe, expect, it } from "vitest";
import { ApiError, isRetryableQueryError, permissionError, toApiError } from "@/api/errors";
import { config, withResponse } from "./axiosErrors";

/**
 * The edges of the mapping of a failed answer to its text (ERR-9 to ERR-14)
 * that errors.test.ts leaves open; the edges of the status ranges are rows of its table.
 */
describe("toApiError with an answer", () => {
  it("keeps status, code and the transport error on every mapped answer", () => {
    for (const status of [401, 404, 422, 500]) {
      const original = withResponse(status, { error_message: "x", errors: {} });
      const e = toApiError(original);
      expect(e.status).toBe(status);
      expect(e.statusCode).toBe(status);
      expect(e.code).toBe(original.code);
      expect(e.cause).toBe(original);
    }
  });
});

describe("toApiError without an answer", () => {
  it("maps ETIMEDOUT like ECONNABORTED", () => {
    const e = toApiError(new AxiosError("connect ETIMEDOUT", "ETIMEDOUT", config));
    expect(e.message).toBe("Request timeout after 30000 ms");
    expect(e.kind).toBe("timeout");
    expect(e.code).toBe("ETIMEDOUT");
  });

  it("keeps the limit named by the request layer's own timeout text", () => {
    const e = toApiError(new AxiosError("Request timeout after 5000 ms", AxiosError.ECONNABORTED, config));
    expect(e.message).toBe("Request timeout after 5000 ms");
  });

  it("still reads a timeout that lost its request config", () => {
    const e = toApiError(new AxiosError("timeout exceeded", AxiosError.ECONNABORTED));
    expect(e.kind).toBe("timeout");
    expect(e.message).toBe("Request timeout after 0 ms");
  });

  it("a cancelled call is neither a timeout nor a network failure, and carries its code", () => {
    const e = toApiError(new CanceledError(undefined, undefined, config));
    expect(e.kind).toBe("unknown");
    expect(e.code).toBe("ERR_CANCELED");
    const other = new AxiosError("socket hang up", "ECONNRESET", config);
    expect(toApiError(other)).toMatchObject({ kind: "unknown", code: "ECONNRESET", message: "socket hang up" });
    expect(toApiError(other).cause).toBe(other);
  });

  it("an unexpected exception keeps its message and cause", () => {
    const bug = new TypeError("x is undefined");
    const e = toApiError(bug);
    expect(e).toMatchObject({ kind: "unknown", message: "x is undefined" });
    expect(e.cause).toBe(bug);
  });
});

describe("permissionError (docs/api.md: a 403 that is a denial)", () => {
  it("has the 403 text (ERR-11) under kind permission, with its status, code and cause", () => {
    const original = withResponse(403, { error_message: "Permission denied: edit:proxy" });
    const e = permissionError(original);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      kind: "permission",
      message: "Authentication error: Permission denied: edit:proxy",
      status: 403,
      serverMessage: "Permission denied: edit:proxy",
      code: "ERR_BAD_REQUEST",
    });
    expect(e.cause).toBe(original);
  });
});

describe("isRetryableQueryError", () => {
  it("retries a timeout, and an unexpected exception from a query function", () => {
    expect(isRetryableQueryError(new ApiError("Request timeout after 30000 ms", { kind: "timeout" }))).toBe(true);
    expect(isRetryableQueryError(new TypeError("boom"))).toBe(true);
    expect(isRetryableQueryError(new ApiError("denied", { kind: "permission" }))).toBe(false);
    expect(isRetryableQueryError(new ApiError("?", { kind: "unknown" }))).toBe(false);
  });
});
