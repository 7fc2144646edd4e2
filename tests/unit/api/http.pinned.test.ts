import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureHttp, request } from "@/api/http";
import { MESSAGES } from "@/api/errors";
import { backoffDelay } from "@/api/retry";
import { expectRetriesAfter, failure, harness } from "./fakeAdapter";

/**
 * What the request layer's other tests left open. Each case here failed, or
 * let a Stryker mutant of src/api survive, before it was written.
 */
const settle = async <T>(p: Promise<T>): Promise<T | Error> => {
  const caught = p.catch((e: Error) => e);
  await vi.runAllTimersAsync();
  return caught;
};

const REFRESH = "/auth/refreshToken";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  configureHttp({ onSessionExpired: undefined });
  vi.useRealTimers();
});

describe("a failed request that got an answer", () => {
  it.each([404, 422, 500, 503])("does not redirect to /server-unavailable on %i", async (status) => {
    const { http, navigate } = harness(() => ({ status }));
    await settle(request("GET", "/a", {}, http.api));
    await settle(request("POST", "/b", {}, http.api));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("redirects on a network failure of a POST that is not retried", async () => {
    const { http, server, navigate } = harness(() => ({ network: true }));
    await settle(request("POST", "/a", {}, http.api));
    expect(server.calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith("/server-unavailable");
  });

  it("does not redirect on a timeout (no ERR_NETWORK)", async () => {
    const { http, navigate } = harness(() => ({ hang: true }));
    const error = await settle(request("POST", "/slow", {}, http.api));
    expect((error as Error).message).toBe("Request timeout after 30000 ms");
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("the breaker counts only failures of the server", () => {
  it.each([400, 404, 409, 422, 429])("ten %i answers leave the breaker closed", async (status) => {
    const { http, server, navigate } = harness(() => ({ status }));
    for (let i = 0; i < 10; i++) await settle(request("POST", "/a", {}, http.api));
    expect(server.callsTo("/a")).toBe(10);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a 4xx between failures resets the count: the server answered", async () => {
    let status = 500;
    const { http, server } = harness(() => ({ status }));
    for (let i = 0; i < 4; i++) await settle(request("POST", "/a", {}, http.api));
    status = 404;
    await settle(request("POST", "/a", {}, http.api));
    status = 500;
    for (let i = 0; i < 4; i++) await settle(request("POST", "/a", {}, http.api));
    expect(server.callsTo("/a")).toBe(9);
    await settle(request("POST", "/a", {}, http.api));
    const error = await failure(request("POST", "/a", {}, http.api));
    expect(error.message).toBe("Circuit breaker /a is open");
    expect(error.kind).toBe("circuit");
    expect(server.callsTo("/a")).toBe(10);
  });

  it("a network failure counts as a failure", async () => {
    const { http, server } = harness(() => ({ network: true }));
    for (let i = 0; i < 5; i++) await settle(request("POST", "/a", {}, http.api));
    await settle(request("POST", "/a", {}, http.api));
    expect(server.callsTo("/a")).toBe(5);
  });
});

describe("linear backoff for a GET on exactly 500", () => {
  it("waits 1000, 2000, 3000 ms between the attempts", async () => {
    expect([0, 1, 2].map((a) => backoffDelay(a, "get", 500, () => 0.5))).toEqual([1000, 2000, 3000]);
    const { http, server } = harness(() => ({ status: 500 }));
    const pending = failure(request("GET", "/list", {}, http.api));
    await vi.advanceTimersByTimeAsync(0);
    await expectRetriesAfter(server, [1000, 2000, 3000]);
    expect((await pending).message).toBe("Server error (500): Request failed with status code 500");
  });

  it("is exponential for a GET on 499 and for a DELETE on 500", () => {
    expect(backoffDelay(2, "get", 499, () => 0.5)).toBe(4000);
    expect(backoffDelay(2, "delete", 500, () => 0.5)).toBe(4000);
  });
});

describe("a 5xx on the refresh call (SES-23: one refresh per expiry)", () => {
  it("is retried as a read: a 503 once, then the refresh and the waiting request go through", async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    let refreshes = 0;
    let refreshed = false;
    const { http, server, navigate } = harness((config) => {
      if (config.url === REFRESH) {
        refreshes += 1;
        if (refreshes === 1) return { status: 503 };
        refreshed = true;
        return { status: 200, data: {} };
      }
      return refreshed ? { status: 200, data: { data: "ok" } } : { status: 401, data: { error_message: "expired" } };
    });
    expect(await settle(request("GET", "/a", {}, http.api))).toBe("ok");
    expect(server.callsTo(REFRESH)).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("never answered: the waiting requests fail with Token refresh failed and the status, and the user stays signed in", async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    const { http, server, navigate } = harness((config) =>
      config.url === REFRESH ? { status: 503 } : { status: 401, data: { error_message: "expired" } },
    );
    const error = (await settle(request("GET", "/a", {}, http.api))) as Error & { status?: number; kind?: string };
    expect(error.message).toBe(MESSAGES.tokenRefreshFailed);
    expect(error.status).toBe(503);
    expect(error.kind).toBe("auth");
    expect(server.callsTo(REFRESH)).toBe(4);
    expect(server.callsTo("/a")).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalledWith("/auth");
  });

  it("a refusal still ends the session", async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    const { http, navigate } = harness((config) =>
      config.url === REFRESH ? { status: 401 } : { status: 401, data: { error_message: "expired" } },
    );
    await settle(request("GET", "/a", {}, http.api));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith("/auth");
  });
});
