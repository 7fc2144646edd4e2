import { afterEach, describe, expect, it, vi } from "vitest";
import { backendReady, hasBackendStarter, setBackendStarter } from "@/api/backendGate";
import { createHttp } from "@/api/http";

afterEach(() => setBackendStarter(null));

describe("backend gate: the built-in mock starts on the first API call", () => {
  it("resolves at once when nothing is registered (a real API)", async () => {
    expect(hasBackendStarter()).toBe(false);
    await expect(backendReady()).resolves.toBeUndefined();
  });

  it("starts once for any number of concurrent and later calls", async () => {
    const start = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    setBackendStarter(start);
    await Promise.all([backendReady(), backendReady(), backendReady()]);
    await backendReady();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next call after a failed start", async () => {
    const start = vi.fn().mockRejectedValueOnce(new Error("worker script failed")).mockResolvedValue(undefined);
    setBackendStarter(start);
    await expect(backendReady()).rejects.toThrow("worker script failed");
    await expect(backendReady()).resolves.toBeUndefined();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("holds a request of the default transport until the backend is up", async () => {
    const order: string[] = [];
    setBackendStarter(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push("backend up");
    });
    const { api } = createHttp();
    const response = await api.get("/users/current").catch((error: unknown) => error);
    order.push("response");
    expect(order).toEqual(["backend up", "response"]);
    expect(response).toBeDefined();
  });
});
