import { AxiosError, CanceledError } from "axios";
import { describe, expect, it } from "vitest";
import { ApiError, isRetryableQueryError, MESSAGES, toApiError, toFieldErrors } from "@/api/errors";
import { config, withResponse } from "./axiosErrors";

describe("toApiError (spec §8 shared helper)", () => {
  it("maps no response with ERR_NETWORK to the network error", () => {
    const e = toApiError(new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {}));
    expect(e.message).toBe("Network error: Unable to connect to the server");
    expect(e.message).toBe(MESSAGES.network);
    expect(e.kind).toBe("network");
    expect(e.code).toBe("ERR_NETWORK");
  });

  it("maps 401 to Authentication error with the server's error_message", () => {
    const e = toApiError(withResponse(401, { error_message: "Token expired" }));
    expect(e.message).toBe("Authentication error: Token expired");
    expect(e.kind).toBe("auth");
    expect(e.status).toBe(401);
    expect(e.serverMessage).toBe("Token expired");
  });

  it("maps 403 to Authentication error with the transport message when error_message is absent", () => {
    const e = toApiError(withResponse(403, {}));
    expect(e.message).toBe("Authentication error: Request failed with status code 403");
    expect(e.serverMessage).toBeUndefined();
  });

  it("maps 500 and above to Server error (status)", () => {
    expect(toApiError(withResponse(500, { error_message: "boom" })).message).toBe("Server error (500): boom");
    const e = toApiError(withResponse(503, "unavailable"));
    expect(e.message).toBe("Server error (503): Request failed with status code 503");
    expect(e.kind).toBe("server");
  });

  it("maps 422 with errors to Validation error carrying field errors", () => {
    const e = toApiError(
      withResponse(422, { error_message: "Invalid input", errors: { email: "taken", login: ["short", "bad"] } }),
    );
    expect(e.message).toBe("Validation error: Invalid input");
    expect(e.kind).toBe("validation");
    expect(e.fieldErrors).toEqual({ email: "taken", login: "short; bad" });
    expect(e.errors).toEqual(e.fieldErrors);
  });

  it("maps 422 without errors like any other 4xx", () => {
    expect(toApiError(withResponse(422, { error_message: "nope" })).message).toBe("Client error (422): nope");
  });

  it("maps other 4xx to Client error (status)", () => {
    const e = toApiError(withResponse(404, { error_message: "Not found" }));
    expect(e.message).toBe("Client error (404): Not found");
    expect(e.kind).toBe("client");
    expect(e.statusCode).toBe(404);
  });

  it("maps a timeout without response to the spec's timeout text", () => {
    const e = toApiError(new AxiosError("timeout of 30000ms exceeded", AxiosError.ECONNABORTED, config));
    expect(e.message).toBe("Request timeout after 30000 ms");
    expect(e.kind).toBe("timeout");
  });

  it("maps anything else to a generic error with the transport message", () => {
    expect(toApiError(new AxiosError("weird", "ERR_SOMETHING", config)).kind).toBe("unknown");
    expect(toApiError(new Error("plain")).message).toBe("plain");
    expect(toApiError("string thrown").message).toBe(MESSAGES.unknown);
  });

  it("passes an ApiError through unchanged", () => {
    const original = new ApiError("x", { kind: "circuit" });
    expect(toApiError(original)).toBe(original);
  });
});

describe("toFieldErrors", () => {
  it("accepts a list of {field, message}", () => {
    expect(
      toFieldErrors([{ field: "name", message: "required" }, { field: "x", defaultMessage: "bad" }, "junk"]),
    ).toEqual({
      name: "required",
      x: "bad",
    });
  });
});

describe("isRetryableQueryError", () => {
  it("lets the query cache retry only transient failures", () => {
    expect(isRetryableQueryError(new ApiError("n", { kind: "network" }))).toBe(true);
    expect(isRetryableQueryError(new ApiError("s", { kind: "server" }))).toBe(true);
    for (const kind of ["auth", "client", "validation", "marker", "circuit", "offline"] as const) {
      expect(isRetryableQueryError(new ApiError(kind, { kind }))).toBe(false);
    }
    expect(isRetryableQueryError(new CanceledError())).toBe(false);
  });
});
