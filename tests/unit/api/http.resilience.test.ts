import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureHttp, request } from "@/api/http";
import { MESSAGES } from "@/api/errors";
import { expectRetriesAfter, failure, harness, sequence } from "./fakeAdapter";

/** Fake timers need the pending retries and timeouts flushed while the promise is awaited. */
const settle = async <T>(p: Promise<T>): Promise<T | Error> => {
  const caught = p.catch((e: Error) => e);
  await vi.runAllTimersAsync();
  return caught;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  configureHttp({ onOffline: undefined });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("circuit breaker in the pipeline", () => {
  it("five failures on one URL open its breaker and redirect to /server-unavailable; another URL is unaffected", async () => {
    const { http, server, navigate } = harness((c) =>
      c.url === "/a" ? { status: 500 } : { status: 200, data: { data: "b" } },
    );
    for (let i = 0; i < 5; i++) await expect(request("POST", "/a", {}, http.api)).rejects.toThrow("Server error (500)");
    expect(navigate).not.toHaveBeenCalled();
    const error = await failure(request("GET", "/a?page=2", {}, http.api));
    expect(error.message).toBe("Circuit breaker /a is open");
    expect(navigate).toHaveBeenCalledWith("/server-unavailable");
    expect(server.callsTo("/a")).toBe(5);
    await expect(request("GET", "/b", {}, http.api)).resolves.toBe("b");
  });

  it("lets requests through again half-open after 30 s and closes after 2 successes", async () => {
    let down = true;
    const { http, server } = harness(() => (down ? { status: 503 } : { status: 200 }));
    for (let i = 0; i < 5; i++) await request("POST", "/a", {}, http.api).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(29_999);
    await expect(request("POST", "/a", {}, http.api)).rejects.toThrow("Circuit breaker /a is open");
    await vi.advanceTimersByTimeAsync(1);
    down = false;
    await request("POST", "/a", {}, http.api);
    await request("POST", "/a", {}, http.api);
    down = true;
    // Closed again: four more failures are tolerated before it would open.
    for (let i = 0; i < 4; i++) await expect(request("POST", "/a", {}, http.api)).rejects.toThrow("Server error (503)");
    expect(server.callsTo("/a")).toBe(11);
  });

  it("counts the failures of both instances against the same URL", async () => {
    const { http } = harness(() => ({ status: 502 }));
    for (let i = 0; i < 3; i++) await request("POST", "/x", {}, http.api).catch(() => undefined);
    for (let i = 0; i < 2; i++) await request("POST", "/x", {}, http.authApi).catch(() => undefined);
    await expect(request("POST", "/x", {}, http.api)).rejects.toThrow("Circuit breaker /x is open");
  });
});

describe("offline", () => {
  it("rejects with the offline error and calls onOffline, unless bypassOffline", async () => {
    const onOffline = vi.fn();
    configureHttp({ onOffline });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { http, server } = harness(() => ({ status: 200, data: { data: 1 } }));
    const error = await failure(request("GET", "/a", {}, http.api));
    expect(error.message).toBe("You are currently offline. Please check your internet connection and try again.");
    expect(onOffline).toHaveBeenCalledWith(MESSAGES.offline);
    expect(server.calls).toHaveLength(0);
    await expect(request("GET", "/a", { bypassOffline: true }, http.api)).resolves.toBe(1);
  });
});

describe("send and retry", () => {
  it("times out with Request timeout after 30000 ms", async () => {
    const { http } = harness(() => ({ hang: true }));
    const pending = failure(request("POST", "/slow", {}, http.api));
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe("Request timeout after 30000 ms");
    expect(error.kind).toBe("timeout");
  });

  it("retries a GET 3 times on 503 with linear delays, then rejects", async () => {
    const { http, server } = harness(() => ({ status: 503 }));
    const pending = failure(request("GET", "/list", {}, http.api));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    await expectRetriesAfter(server, [1000, 2000, 3000]);
    expect((await pending).message).toBe("Server error (503): Request failed with status code 503");
  });

  it("retries a PUT on 429 with exponential delays", async () => {
    const { http, server } = harness(() => ({ status: 429 }));
    const pending = failure(request("PUT", "/item", {}, http.api));
    await expectRetriesAfter(server, [1000, 2000, 4000]);
    expect((await pending).message).toBe("Client error (429): Request failed with status code 429");
  });

  it("resolves once a retry succeeds", async () => {
    const { http, server } = harness(sequence({ status: 500 }, { status: 504 }, { status: 200, data: { data: "ok" } }));
    expect(await settle(request("DELETE", "/item", {}, http.api))).toBe("ok");
    expect(server.calls).toHaveLength(3);
  });

  it("does not retry a POST unless retryNonIdempotent is set", async () => {
    const first = harness(() => ({ status: 503 }));
    await settle(request("POST", "/create", {}, first.http.api));
    expect(first.server.calls).toHaveLength(1);
    const second = harness(() => ({ status: 503 }));
    await settle(request("POST", "/create", { retryNonIdempotent: true }, second.http.api));
    expect(second.server.calls).toHaveLength(4);
  });

  it("does not retry a 404", async () => {
    const { http, server } = harness(() => ({ status: 404 }));
    await settle(request("GET", "/missing", {}, http.api));
    expect(server.calls).toHaveLength(1);
  });

  it("redirects to /server-unavailable when ERR_NETWORK still fails after retries", async () => {
    const { http, server, navigate } = harness(() => ({ network: true }));
    const error = await settle(request("GET", "/a", {}, http.api));
    expect((error as Error).message).toBe("Network error: Unable to connect to the server");
    expect(server.calls).toHaveLength(4);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/server-unavailable");
  });

  it("does not retry or count a request the caller cancelled", async () => {
    const { http, server, navigate } = harness(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure(request("GET", "/a", { signal: controller.signal }, http.api));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.runAllTimersAsync();
    expect((await pending).code).toBe("ERR_CANCELED");
    expect(server.calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
