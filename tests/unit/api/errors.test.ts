import { AxiosError, CanceledError } from "axios";
import { describe, expect, it } from "vitest";
import { ApiError, isRetryableQueryError, MESSAGES, toApiError, toFieldErrors } from "@/api/errors";
import { config, withResponse } from "./axiosErrors";

/**
 * An answer's status picks the text (ERR-10 to ERR-14) and kind; the server's error_message follows
 * the text when the body is an object that has one as a string, else the transport's message does
 * (ERR-9). 400, 499, 502 with odd bodies and 304 are the edge cases.
 */
const ANSWERS: [status: number, body: unknown, kind: ApiError["kind"], message: string, serverMessage?: string][] = [
  [401, { error_message: "Token expired" }, "auth", "Authentication error: Token expired", "Token expired"],
  [403, {}, "auth", "Authentication error: Request failed with status code 403"],
  [400, { error_message: "Bad filter" }, "client", "Client error (400): Bad filter", "Bad filter"],
  [404, { error_message: "Not found" }, "client", "Client error (404): Not found", "Not found"],
  // A 422 is a validation error only with errors (below); without, or with null ones, it is any 4xx.
  [422, { error_message: "nope" }, "client", "Client error (422): nope", "nope"],
  [422, { error_message: "Nope", errors: null }, "client", "Client error (422): Nope", "Nope"],
  [499, {}, "client", "Client error (499): Request failed with status code 499"],
  [500, { error_message: "boom" }, "server", "Server error (500): boom", "boom"],
  [503, "unavailable", "server", "Server error (503): Request failed with status code 503"],
  [502, null, "server", "Server error (502): Request failed with status code 502"],
  [502, "Bad gateway", "server", "Server error (502): Request failed with status code 502"],
  [502, ["error_message"], "server", "Server error (502): Request failed with status code 502"],
  [502, { error_message: 42 }, "server", "Server error (502): Request failed with status code 502"],
  // Outside 4xx and 5xx: a generic error with the transport message, keeping status and body text.
  [304, { error_message: "ignored" }, "unknown", "Request failed with status code 304", "ignored"],
];

describe("toApiError (the shared helper of ERR-9 to ERR-14)", () => {
  it.each(ANSWERS)("maps %i with %j to kind %s: %s", (status, body, kind, message, serverMessage) => {
    const e = toApiError(withResponse(status, body));
    expect(e.message).toBe(message);
    expect(e.kind).toBe(kind);
    expect(e.status).toBe(status);
    expect(e.statusCode).toBe(status);
    expect(e.serverMessage).toBe(serverMessage);
    expect(e.fieldErrors).toBeUndefined();
  });

  it("maps no response with ERR_NETWORK to the network error", () => {
    const e = toApiError(new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {}));
    expect(e.message).toBe("Network error: Unable to connect to the server");
    expect(e.message).toBe(MESSAGES.network);
    expect(e.kind).toBe("network");
    expect(e.code).toBe("ERR_NETWORK");
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

  it("maps a timeout without response to ERR-2's timeout text", () => {
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
