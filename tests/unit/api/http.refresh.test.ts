import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureHttp, request } from "@/api/http";
import { MESSAGES } from "@/api/errors";
import { sleep } from "@/api/retry";
import { harness, type FakeReply, failure } from "./fakeAdapter";

const REFRESH = "/auth/refreshToken";

/** A server whose session is expired until a refresh answers `refreshReply` after 100 ms. */
const expiredSession = (refreshReply: FakeReply, deniedStatus = 401) => {
  let valid = false;
  return harness(async (config) => {
    if (config.url === REFRESH) {
      await sleep(100);
      if ("status" in refreshReply && refreshReply.status === 200) valid = true;
      return refreshReply;
    }
    return valid
      ? { status: 200, data: { data: config.url } }
      : { status: deniedStatus, data: { error_message: "expired" } };
  });
};

describe("api: single-flight token refresh (SES-23 to SES-25)", () => {
  const onSessionExpired = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    onSessionExpired.mockReset();
    configureHttp({ onSessionExpired });
  });
  afterEach(() => {
    configureHttp({ onSessionExpired: undefined });
    vi.useRealTimers();
  });

  it("three concurrent 401s cause exactly one refresh and all three are retried and resolve", async () => {
    const { http, server } = expiredSession({ status: 200 });
    const all = Promise.all(["/a", "/b", "/c"].map((u) => request<string>("GET", u, {}, http.api)));
    await vi.advanceTimersByTimeAsync(100);
    expect(await all).toEqual(["/a", "/b", "/c"]);
    expect(server.callsTo(REFRESH)).toBe(1);
    for (const u of ["/a", "/b", "/c"]) expect(server.callsTo(u)).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("a 403 triggers the refresh as well", async () => {
    const { http, server } = expiredSession({ status: 200 }, 403);
    const result = request<string>("GET", "/a", {}, http.api);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toBe("/a");
    expect(server.callsTo(REFRESH)).toBe(1);
  });

  it("a failed refresh rejects all waiting requests, calls onSessionExpired and redirects to /auth", async () => {
    const { http, server, navigate } = expiredSession({ status: 401 });
    const all = Promise.allSettled(["/a", "/b", "/c"].map((u) => request("GET", u, {}, http.api)));
    await vi.advanceTimersByTimeAsync(100);
    const results = await all;
    for (const r of results) {
      expect(r.status).toBe("rejected");
      if (r.status === "rejected") expect((r.reason as Error).message).toBe(MESSAGES.tokenRefreshFailed);
    }
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith("/auth");
    for (const u of ["/a", "/b", "/c"]) expect(server.callsTo(u)).toBe(1);
  });

  it("throttle: a 401 within 5 s of a refresh is retried once without refreshing", async () => {
    let calls = 0;
    const { http, server } = harness(async (config) => {
      if (config.url === REFRESH) return { status: 200 };
      calls += 1;
      // First call and the one after the refresh pass; /late fails once, then passes.
      return calls === 1 || calls === 3 ? { status: 401 } : { status: 200, data: { data: "ok" } };
    });
    await expect(request("GET", "/first", {}, http.api)).resolves.toBe("ok");
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(request("GET", "/late", {}, http.api)).resolves.toBe("ok");
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(server.callsTo("/late")).toBe(2);
  });

  it("throttle: when that one retry also fails the user is logged out and sent to /auth", async () => {
    let refreshed = false;
    const { http, server, navigate } = harness(async (config) => {
      if (config.url === REFRESH) {
        refreshed = true;
        return { status: 200 };
      }
      return config.url === "/first" && refreshed ? { status: 200 } : { status: 401 };
    });
    await request("GET", "/first", {}, http.api);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await failure(request("GET", "/late", {}, http.api));
    expect(error.message).toContain("Authentication failed");
    expect(error.message).toContain("too many refresh attempts");
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(server.callsTo("/late")).toBe(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith("/auth");
  });

  it("a request still refused after a successful refresh is rejected without signing out", async () => {
    const { http, server } = harness((config) =>
      config.url === REFRESH ? { status: 200 } : { status: 403, data: { error_message: "Forbidden" } },
    );
    await expect(request("GET", "/admin", {}, http.api)).rejects.toThrow("Authentication error: Forbidden");
    expect(server.callsTo("/admin")).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("authApi never refreshes: a wrong password is just an auth error", async () => {
    const { http, server } = harness(() => ({ status: 401, data: { error_message: "Invalid credentials" } }));
    const error = await failure(request("POST", "/auth/login", { data: { login: "a" } }, http.authApi));
    expect(error.message).toBe("Authentication error: Invalid credentials");
    expect(server.callsTo(REFRESH)).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
