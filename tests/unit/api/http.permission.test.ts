import { describe, expect, it, vi } from "vitest";
import { request } from "@/api/http";
import { harness, failure, REFRESH, watchSessionExpiry } from "./fakeAdapter";
import { expectCalls, expectStillSignedIn, refusesUntilRefreshed } from "./sessionChecks";

/**
 * docs/api.md "Errors and the session refresh" (SES-23): a 403 that is a denial, not a
 * lost session, never signs the user out, however many come within the 5 s refresh throttle.
 */
const onSessionExpired = watchSessionExpiry();

describe("permission denials", () => {
  it("a 403 naming the missing permission is shown as is: no refresh, no sign-out", async () => {
    const { http, server, navigate } = harness((c) =>
      c.url === REFRESH
        ? { status: 200 }
        : { status: 403, data: { error_message: "Permission denied: delete:servers" } },
    );
    const error = await failure(request("DELETE", "/servers", {}, http.api));
    expect(error.kind).toBe("permission");
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe("Permission denied: delete:servers");
    expect(error.message).toBe("Authentication error: Permission denied: delete:servers");
    expectCalls(server, 0, "/servers", 1);
    expectStillSignedIn(onSessionExpired, navigate);
  });

  it("a 403 with a permission field counts the same", async () => {
    const { http, server } = harness(() => ({
      status: 403,
      data: { error_message: "Nope", permission: "edit:proxy" },
    }));
    expect((await failure(request("PUT", "/p", {}, http.api))).kind).toBe("permission");
    expect(server.callsTo(REFRESH)).toBe(0);
  });

  it("two bare 403s within 5 s, each refused again after a good refresh: both denials, the user stays signed in", async () => {
    const { http, server, navigate } = harness((c) =>
      c.url === REFRESH ? { status: 200 } : { status: 403, data: { error_message: "Forbidden" } },
    );
    const first = await failure(request("DELETE", "/one", {}, http.api));
    await vi.advanceTimersByTimeAsync(2_000);
    const second = await failure(request("DELETE", "/two", {}, http.api));
    for (const e of [first, second]) {
      expect(e.kind).toBe("permission");
      expect(e.message).toBe("Authentication error: Forbidden");
    }
    expectCalls(server, 1, "/two", 2);
    expectStillSignedIn(onSessionExpired, navigate);
  });

  it("a bare 403 is still an expired session first: it refreshes once and resolves when the retry passes", async () => {
    const { http, server } = harness(
      refusesUntilRefreshed({ status: 403, data: { error_message: "expired" } }, () => ({
        status: 200,
        data: { data: "ok" },
      })),
    );
    await expect(request("GET", "/a", {}, http.api)).resolves.toBe("ok");
    expect(server.callsTo(REFRESH)).toBe(1);
  });

  it("a 401 twice within 5 s after a refresh still signs out (too many refresh attempts)", async () => {
    const { http, navigate } = harness((c) => (c.url === REFRESH ? { status: 200 } : { status: 401 }));
    await failure(request("GET", "/one", {}, http.api));
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await failure(request("GET", "/two", {}, http.api));
    expect(error.message).toBe("Authentication failed: too many refresh attempts");
    expect(error.kind).toBe("auth");
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith("/auth");
  });

  it("a 403 within 5 s of a refresh that failed is not a denial: the user is signed out", async () => {
    let refreshAnswer = 401;
    const { http } = harness((c) => (c.url === REFRESH ? { status: refreshAnswer } : { status: 403 }));
    await failure(request("GET", "/one", {}, http.api));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    refreshAnswer = 200;
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await failure(request("GET", "/two", {}, http.api));
    expect(error.message).toBe("Authentication failed: too many refresh attempts");
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });
});
