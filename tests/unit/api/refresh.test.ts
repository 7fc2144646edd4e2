import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, MESSAGES } from "@/api/errors";
import { createRefreshCoordinator, refreshSession } from "@/api/refresh";
import { createFakeServer } from "./fakeAdapter";
import axios from "axios";
import { createHttp } from "@/api/http";

describe("createRefreshCoordinator", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shares one refresh between concurrent callers", async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<boolean>((r) => (finish = r)));
    const c = createRefreshCoordinator({ refresh, onFailure: vi.fn(async () => undefined) });
    const all = Promise.all([c.acquire(), c.acquire(), c.acquire()]);
    finish(true);
    expect(await all).toEqual(["refreshed", "refreshed", "refreshed"]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("answers throttled when a refresh was attempted less than 5 s ago", async () => {
    const refresh = vi.fn(async () => true);
    const c = createRefreshCoordinator({ refresh, onFailure: vi.fn(async () => undefined) });
    await c.acquire();
    vi.advanceTimersByTime(4_999);
    expect(await c.acquire()).toBe("throttled");
    vi.advanceTimersByTime(1);
    expect(await c.acquire()).toBe("refreshed");
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("rejects every waiter with Token refresh failed and calls onFailure once when refused", async () => {
    const onFailure = vi.fn(async () => undefined);
    const c = createRefreshCoordinator({ refresh: async () => false, onFailure });
    const results = await Promise.allSettled([c.acquire(), c.acquire()]);
    for (const r of results) {
      expect(r.status).toBe("rejected");
      if (r.status === "rejected") expect((r.reason as Error).message).toBe(MESSAGES.tokenRefreshFailed);
    }
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("reports an unexpected exception as Unexpected error during token refresh", async () => {
    const c = createRefreshCoordinator({
      refresh: async () => {
        throw new TypeError("bug");
      },
      onFailure: async () => undefined,
    });
    await expect(c.acquire()).rejects.toThrow("Unexpected error during token refresh");
  });

  it("keeps a status marker from the refresh call and does not sign out", async () => {
    const onFailure = vi.fn(async () => undefined);
    const marker = new ApiError(MESSAGES.banned, { kind: "marker" });
    const c = createRefreshCoordinator({
      refresh: async () => {
        throw marker;
      },
      onFailure,
    });
    await expect(c.acquire()).rejects.toBe(marker);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe("refreshSession (refresh helper)", () => {
  const instanceAnswering = (status: number) =>
    createHttp({ adapter: createFakeServer(() => ({ status })).adapter, baseURL: "http://api.test" }).authApi;

  it("calls GET /auth/refreshToken and answers true on 2xx", async () => {
    const server = createFakeServer(() => ({ status: 200 }));
    const { authApi } = createHttp({ adapter: server.adapter, baseURL: "http://api.test" });
    expect(await refreshSession(authApi)).toBe(true);
    expect(server.calls[0].url).toBe("/auth/refreshToken");
    expect(server.calls[0].method).toBe("get");
  });

  it("answers false on 401 or 403", async () => {
    expect(await refreshSession(instanceAnswering(401))).toBe(false);
    expect(await refreshSession(instanceAnswering(403))).toBe(false);
  });

  it("throws Failed to refresh authentication token carrying the status code otherwise", async () => {
    const error = await refreshSession(instanceAnswering(400)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Failed to refresh authentication token");
    expect((error as ApiError).status).toBe(400);
  });

  it("lets a non-request exception through unchanged", async () => {
    const broken = axios.create();
    const bug = new TypeError("bug");
    vi.spyOn(broken, "get").mockRejectedValue(bug);
    await expect(refreshSession(broken)).rejects.toBe(bug);
  });
});
