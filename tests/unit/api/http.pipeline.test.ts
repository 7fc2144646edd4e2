import { describe, expect, it, vi } from "vitest";
import { request } from "@/api/http";
import { isOffline } from "@/api/offline";
import { harness, failure, REFRESH, watchSessionExpiry } from "./fakeAdapter";
import { expectCalls, expectStillSignedIn, refusesUntilRefreshed } from "./sessionChecks";

/**
 * Pipeline cases (docs/api.md "Errors and the session refresh", SES-23 to SES-29) the other
 * request-layer tests left open.
 */
const onSessionExpired = watchSessionExpiry();

describe("which 403 names a missing permission", () => {
  it("the text counts in any case", async () => {
    const { http, server } = harness(() => ({ status: 403, data: { error_message: "permission denied: view:sms" } }));
    expect((await failure(request("GET", "/sms", {}, http.api))).kind).toBe("permission");
    expect(server.callsTo(REFRESH)).toBe(0);
  });

  it.each([
    ["a text that only mentions it", { error_message: "Refused: permission denied earlier" }],
    ["a permission that is not a name", { error_message: "Forbidden", permission: true }],
    ["a body that is not an object", "Permission denied: view:sms"],
  ])("%s is a bare 403: the session is refreshed first", async (_name, data) => {
    const { http, server } = harness(
      refusesUntilRefreshed({ status: 403, data }, () => ({ status: 200, data: { data: "ok" } })),
    );
    await expect(request("GET", "/sms", {}, http.api)).resolves.toBe("ok");
    expectCalls(server, 1, "/sms", 2);
  });
});

describe("after a refresh", () => {
  it("a 401 again right after a successful refresh is an auth error: no second refresh, no sign-out", async () => {
    const { http, server, navigate } = harness((c) =>
      c.url === REFRESH ? { status: 200 } : { status: 401, data: { error_message: "Session revoked" } },
    );
    const error = await failure(request("GET", "/a", {}, http.api));
    expect(error.kind).toBe("auth");
    expect(error.message).toBe("Authentication error: Session revoked");
    expectCalls(server, 1, "/a", 2);
    expectStillSignedIn(onSessionExpired, navigate);
  });

  it("too many refresh attempts carries the status of the last answer", async () => {
    const { http } = harness((c) => (c.url === REFRESH ? { status: 200 } : { status: 401 }));
    await failure(request("GET", "/one", {}, http.api));
    const error = await failure(request("GET", "/two", {}, http.api));
    expect(error.message).toBe("Authentication failed: too many refresh attempts");
    expect(error.status).toBe(401);
  });

  it("requests waiting on a refresh are retried once each, not once per waiter", async () => {
    const { http, server } = harness(
      refusesUntilRefreshed({ status: 401 }, (c) => ({ status: 200, data: { data: c.url } })),
    );
    const all = Promise.all(["/a", "/b"].map((u) => request<string>("GET", u, {}, http.api)));
    await vi.runAllTimersAsync();
    expect(await all).toEqual(["/a", "/b"]);
    expect([server.callsTo("/a"), server.callsTo("/b"), server.callsTo(REFRESH)]).toEqual([2, 2, 1]);
  });
});

describe("a half-open breaker", () => {
  it("closes on any answer other than a 5xx: a 4xx shows the server is back", async () => {
    let reply = { status: 503 };
    const { http, server } = harness(() => reply);
    for (let i = 0; i < 5; i++) await failure(request("POST", "/a", {}, http.api));
    await vi.advanceTimersByTimeAsync(30_000);
    reply = { status: 404 };
    for (let i = 0; i < 2; i++) expect((await failure(request("POST", "/a", {}, http.api))).kind).toBe("client");
    reply = { status: 503 };
    // Closed again: four failures are tolerated before it would open.
    for (let i = 0; i < 4; i++) expect((await failure(request("POST", "/a", {}, http.api))).kind).toBe("server");
    expect(server.callsTo("/a")).toBe(11);
  });
});

describe("a transport that fails with something other than an HTTP error", () => {
  it("rejects with an ApiError carrying its message, once, without counting or redirecting", async () => {
    const { http, server, navigate } = harness(() => {
      throw new TypeError("adapter crashed");
    });
    for (let i = 0; i < 6; i++) {
      const error = await failure(request("GET", "/a", {}, http.api));
      expect(error.kind).toBe("unknown");
      expect(error.message).toBe("adapter crashed");
    }
    expect(server.callsTo("/a")).toBe(6);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("environments without browser globals", () => {
  it("without navigator the console counts as online", async () => {
    vi.stubGlobal("navigator", undefined);
    expect(isOffline()).toBe(false);
    const { http, server } = harness(() => ({ status: 200, data: { data: 1 } }));
    await expect(request("GET", "/a", {}, http.api)).resolves.toBe(1);
    expect(server.calls).toHaveLength(1);
  });

  it("without a document no language is named", async () => {
    vi.stubGlobal("document", undefined);
    const { http, server } = harness(() => ({ status: 200 }));
    await request("GET", "/a", {}, http.api);
    expect(server.calls[0].headers.has("Accept-Language")).toBe(false);
  });

  it("without FormData a JSON body still goes out as JSON", async () => {
    vi.stubGlobal("FormData", undefined);
    const { http, server } = harness(() => ({ status: 200 }));
    await request("POST", "/a", { data: { a: 1 } }, http.api);
    expect(server.calls[0].headers.get("Content-Type")).toBe("application/json");
  });
});
