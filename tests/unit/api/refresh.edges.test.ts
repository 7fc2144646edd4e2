import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, MESSAGES } from "@/api/errors";
import { createRefreshCoordinator, refreshSession } from "@/api/refresh";
import { createHttp } from "@/api/http";
import { setNavigator } from "@/api/redirect";
import { createFakeServer, type FakeHandler } from "./fakeAdapter";

/** Token refresh cases (SES-23 to SES-25) the other tests left open. */
const noop = async (): Promise<void> => undefined;

describe("the refresh coordinator's state", () => {
  it("lastSucceeded: false before any refresh and while one runs, true after a success, false after a failure", async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const c = createRefreshCoordinator({
      refresh: () => new Promise<boolean>((r) => (finish = r)),
      onFailure: noop,
      throttleMs: 0,
    });
    expect(c.lastSucceeded()).toBe(false);
    const first = c.acquire();
    expect(c.lastSucceeded()).toBe(false);
    finish(true);
    await first;
    expect(c.lastSucceeded()).toBe(true);
    const second = c.acquire().catch((e: Error) => e);
    expect(c.lastSucceeded()).toBe(false);
    finish(false);
    expect(await second).toBeInstanceOf(ApiError);
    expect(c.lastSucceeded()).toBe(false);
  });

  it("reset forgets the last refresh: the next failure refreshes at once", async () => {
    const refresh = vi.fn(async () => true);
    const c = createRefreshCoordinator({ refresh, onFailure: noop, now: () => 0 });
    await c.acquire();
    expect(await c.acquire()).toBe("throttled");
    c.reset();
    expect(c.lastSucceeded()).toBe(false);
    expect(await c.acquire()).toBe("refreshed");
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("reset also drops a refresh still running, so a new one starts", async () => {
    const refresh = vi.fn(() => new Promise<boolean>(() => undefined));
    const c = createRefreshCoordinator({ refresh, onFailure: noop });
    void c.acquire();
    c.reset();
    void c.acquire();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("throttles by the clock and window it is given", async () => {
    let now = 1_000;
    const refresh = vi.fn(async () => true);
    const c = createRefreshCoordinator({ refresh, onFailure: noop, now: () => now, throttleMs: 200 });
    expect(await c.acquire()).toBe("refreshed");
    now = 1_199;
    expect(await c.acquire()).toBe("throttled");
    now = 1_200;
    expect(await c.acquire()).toBe("refreshed");
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe("a failed refresh", () => {
  it("signs out before the waiting requests are rejected", async () => {
    const events: string[] = [];
    let signedOut: () => void = () => undefined;
    const c = createRefreshCoordinator({
      refresh: async () => false,
      onFailure: () => {
        events.push("sign-out started");
        return new Promise<void>((resolve) => (signedOut = resolve));
      },
    });
    const pending = c.acquire().catch(() => events.push("request rejected"));
    await vi.waitFor(() => expect(events).toEqual(["sign-out started"]));
    signedOut();
    await pending;
    expect(events).toEqual(["sign-out started", "request rejected"]);
  });

  it("a request-layer failure of the refresh keeps its status and code as Token refresh failed", async () => {
    const cause = new ApiError(MESSAGES.refreshHelperFailed, { kind: "auth", status: 503, code: "ERR_BAD_RESPONSE" });
    const c = createRefreshCoordinator({
      refresh: () => Promise.reject(cause),
      onFailure: noop,
    });
    const error = await c.acquire().catch((e: ApiError) => e);
    expect(error).toMatchObject({
      message: MESSAGES.tokenRefreshFailed,
      kind: "auth",
      status: 503,
      code: "ERR_BAD_RESPONSE",
    });
    expect((error as ApiError).cause).toBe(cause);
  });

  it("a refusal is Token refresh failed of kind auth; an unexpected exception is kept as the cause", async () => {
    const refused = createRefreshCoordinator({ refresh: async () => false, onFailure: noop });
    expect(await refused.acquire().catch((e: ApiError) => e)).toMatchObject({
      message: MESSAGES.tokenRefreshFailed,
      kind: "auth",
    });
    const bug = new TypeError("bug");
    const broken = createRefreshCoordinator({ refresh: () => Promise.reject(bug), onFailure: noop });
    const error = await broken.acquire().catch((e: ApiError) => e);
    expect(error).toMatchObject({ message: MESSAGES.unexpectedRefreshError, kind: "auth" });
    expect((error as ApiError).cause).toBe(bug);
  });

  it("a non-marker request-layer error is not passed on untouched, and does not end the session", async () => {
    const onFailure = vi.fn(noop);
    const c = createRefreshCoordinator({
      refresh: () => Promise.reject(new ApiError("Network error", { kind: "network", code: "ERR_NETWORK" })),
      onFailure,
    });
    const error = await c.acquire().catch((e: ApiError) => e);
    expect(error).toMatchObject({ message: MESSAGES.tokenRefreshFailed, code: "ERR_NETWORK" });
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe("refreshSession", () => {
  afterEach(() => setNavigator(null));
  const authApiOn = (handler: FakeHandler) => {
    const navigate = vi.fn<(path: string) => void>();
    setNavigator(navigate);
    const server = createFakeServer(handler);
    return { server, navigate, authApi: createHttp({ adapter: server.adapter, baseURL: "http://api.test" }).authApi };
  };

  it("passes a status marker on the refresh answer through, so its redirect stands", async () => {
    const { authApi, navigate } = authApiOn(() => ({ status: 200, data: { status: "banned" } }));
    const error = await refreshSession(authApi).catch((e: ApiError) => e);
    expect(error).toMatchObject({ kind: "marker", message: MESSAGES.banned });
    expect(navigate).toHaveBeenCalledWith("/ban-user");
  });

  it("a network failure is retried as a read, then fails as Failed to refresh authentication token with its code", async () => {
    vi.useFakeTimers();
    const { authApi, server } = authApiOn(() => ({ network: true }));
    const pending = refreshSession(authApi).catch((e: ApiError) => e);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    const error = await pending;
    expect(error).toMatchObject({ message: MESSAGES.refreshHelperFailed, kind: "auth", code: "ERR_NETWORK" });
    expect((error as ApiError).status).toBeUndefined();
    expect((error as ApiError).cause).toBeInstanceOf(ApiError);
    expect(server.calls).toHaveLength(4);
  });

  it("calls the path it is given", async () => {
    const { authApi, server } = authApiOn(() => ({ status: 204 }));
    expect(await refreshSession(authApi, "/auth/renew")).toBe(true);
    expect(server.calls.map((c) => c.url)).toEqual(["/auth/renew"]);
  });
});
