import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { request, serverAnswers } from "@/api/http";
import { createBreakerRegistry } from "@/api/circuitBreaker";
import { holdOutageRedirects, redirectTo, setNavigator } from "@/api/redirect";
import { ApiError } from "@/api/apiError";
import { saveOutcomeOf } from "@/components/form/saveOutcome";
import { breakerAfter, failTimes } from "./breakers";
import { failure, harness } from "./fakeAdapter";

/** The request layer's rules that keep typed work and a valid session through an outage. */
const settle = async <T>(p: Promise<T>): Promise<T | Error> => {
  const caught = p.catch((e: Error) => e);
  await vi.runAllTimersAsync();
  return caught;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  setNavigator(null);
  vi.useRealTimers();
});

describe("the breaker counts consecutive failures", () => {
  it("a success while closed resets the count", () => {
    const b = breakerAfter(4);
    b.recordSuccess();
    expect(b.failureCount).toBe(0);
    failTimes(b, 4);
    expect(b.state).toBe("closed");
    b.recordFailure();
    expect(b.state).toBe("open");
  });

  it("five isolated 503s on one list, each recovered by its retry, leave it closed", async () => {
    let calls = 0;
    const { http, server, navigate } = harness(() => {
      calls += 1;
      return calls % 2 === 1 ? { status: 503 } : { status: 200, data: { data: [] } };
    });
    for (let i = 0; i < 6; i++) expect(await settle(request("GET", "/list", {}, http.api))).toEqual([]);
    expect(server.callsTo("/list")).toBe(12);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("probes", () => {
  it("never count as failures, however many go unanswered", async () => {
    const { http, server } = harness(() => ({ network: true }));
    for (let i = 0; i < 8; i++) expect(await serverAnswers("/auth/checkToken", http.authApi)).toBe(false);
    expect(server.callsTo("/auth/checkToken")).toBe(8);
    server.calls.length = 0;
    await settle(request("GET", "/auth/checkToken", {}, http.authApi));
    // a real call is still sent (and retried): the probes opened nothing
    expect(server.callsTo("/auth/checkToken")).toBe(4);
  });

  it("one answered closes its breaker and lets every other open one try again at once", async () => {
    let down = true;
    const { http, server, navigate } = harness(() => (down ? { network: true } : { status: 200, data: { data: 1 } }));
    for (let i = 0; i < 2; i++) await settle(request("GET", "/list", {}, http.api));
    await settle(request("GET", "/auth/checkToken", {}, http.authApi));
    await settle(request("GET", "/auth/checkToken", {}, http.authApi));
    expect((await failure(request("GET", "/list", {}, http.api))).kind).toBe("circuit");
    expect(navigate).toHaveBeenCalledWith("/server-unavailable");
    down = false;
    expect(await serverAnswers("/auth/checkToken", http.authApi)).toBe(true);
    const before = server.calls.length;
    expect(await settle(request("GET", "/auth/checkToken", {}, http.authApi))).toBe(1);
    expect(await settle(request("GET", "/list", {}, http.api))).toBe(1);
    expect(server.calls.length).toBe(before + 2);
  });

  it("the answered probe's own breaker closes outright; a closed one is not put on trial", () => {
    const registry = createBreakerRegistry();
    failTimes(registry.get("/auth/checkToken"), 5);
    failTimes(registry.get("/list"), 5);
    failTimes(registry.get("/other"), 2);
    registry.serverAnswered("https://api.example.com/auth/checkToken?x=1");
    expect([registry.get("/auth/checkToken").state, registry.get("/auth/checkToken").failureCount]).toEqual([
      "closed",
      0,
    ]);
    expect(registry.get("/list").state).toBe("half-open");
    expect(registry.get("/other").state).toBe("closed");
    expect(registry.get("/other").failureCount).toBe(2);
  });

  it("an unanswered probe closes nothing", async () => {
    const { http } = harness(() => ({ network: true }));
    for (let i = 0; i < 2; i++) await settle(request("GET", "/list", {}, http.api));
    expect((await failure(request("GET", "/list", {}, http.api))).kind).toBe("circuit");
    expect(await serverAnswers("/auth/checkToken", http.authApi)).toBe(false);
    expect((await failure(request("GET", "/list", {}, http.api))).kind).toBe("circuit");
  });

  it("a trial that fails opens the other breaker again", () => {
    const registry = createBreakerRegistry();
    failTimes(registry.get("/list"), 5);
    registry.serverAnswered("/auth/checkToken");
    expect(registry.get("/list").state).toBe("half-open");
    registry.get("/list").recordFailure();
    expect(registry.get("/list").state).toBe("open");
  });
});

describe("typed work holds the outage redirect", () => {
  it("a network failure of a create does not leave the page while a form holds input", async () => {
    const { http, navigate } = harness(() => ({ network: true }));
    let typed = true;
    const release = holdOutageRedirects(() => typed);
    expect((await failure(request("POST", "/sms-services/create", {}, http.api))).kind).toBe("network");
    expect(navigate).not.toHaveBeenCalled();
    typed = false;
    await settle(request("POST", "/sms-services/create", {}, http.api));
    expect(navigate).toHaveBeenCalledWith("/server-unavailable");
    release();
  });

  it("released, the hold no longer stops the redirect; other redirects are never held", () => {
    const navigate = vi.fn<(path: string) => void>();
    setNavigator(navigate);
    const release = holdOutageRedirects(() => true);
    redirectTo("/auth");
    redirectTo("/server-unavailable");
    expect(navigate.mock.calls).toEqual([["/auth"]]);
    release();
    redirectTo("/server-unavailable");
    expect(navigate).toHaveBeenLastCalledWith("/server-unavailable");
  });
});

describe("a save's outcome when no answer came", () => {
  it.each([
    ["circuit", "unreachable"],
    ["offline", "unreachable"],
    ["network", "uncertain"],
    ["timeout", "uncertain"],
    ["server", undefined],
    ["validation", undefined],
    ["auth", undefined],
  ] as const)("%s → %s", (kind, outcome) => {
    expect(saveOutcomeOf(new ApiError("x", { kind }))).toBe(outcome);
  });

  it("an error not from the request layer has none", () => {
    expect(saveOutcomeOf(new Error("x"))).toBeUndefined();
  });
});
