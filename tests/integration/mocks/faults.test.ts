import { faults, storedLatency } from "@/mocks/faults";
import { call, signIn, useMockServer } from "./helpers";

useMockServer();

describe("faults", () => {
  it("failNext fails the next N requests with the status, then recovers", async () => {
    faults.failNext(2, { status: 503 });
    expect(faults.pending()).toBe(2);
    const first = await call("GET", "/auth/checkToken");
    expect(first.status).toBe(503);
    expect(first.body.error_message).toBe("Injected failure");
    expect((await call("GET", "/auth/checkToken")).status).toBe(503);
    expect((await call("GET", "/auth/checkToken")).status).toBe(401);
    expect(faults.pending()).toBe(0);
  });

  it("defaults to one 500 and can target a path", async () => {
    await signIn("operator");
    faults.failNext(1, { path: "/users/current" });
    faults.failNext();
    expect((await call("GET", "/auth/checkToken")).status).toBe(500);
    expect((await call("GET", "/users/current")).status).toBe(500);
    expect((await call("GET", "/users/current")).status).toBe(200);
  });

  it("can fail at the network level", async () => {
    faults.failNext(1, { network: true });
    await expect(fetch("/api/auth/checkToken")).rejects.toThrow();
    expect((await call("GET", "/auth/checkToken")).status).toBe(401);
  });

  it("adds latency and reset removes it with pending failures", async () => {
    faults.setLatency(120);
    const started = performance.now();
    await call("GET", "/auth/checkToken");
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);

    faults.failNext(3);
    faults.reset();
    expect(faults.pending()).toBe(0);
    const again = performance.now();
    expect((await call("GET", "/auth/checkToken")).status).toBe(401);
    expect(performance.now() - again).toBeLessThan(100);
  });

  it("takes a stored default latency of 0 ms or more, else the browser's 150 ms", () => {
    expect(storedLatency("0", 150)).toBe(0);
    expect(storedLatency("20", 150)).toBe(20);
    for (const odd of [null, "", " ", "-1", "fast", "Infinity"]) expect(storedLatency(odd, 150)).toBe(150);
  });
});
