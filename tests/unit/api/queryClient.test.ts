import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver, onlineManager } from "@tanstack/react-query";
import { configureHttp } from "@/api/http";
import { ApiError, MESSAGES } from "@/api/errors";
import { createQueryClient } from "@/api/queryClient";

afterEach(() => {
  onlineManager.setOnline(true);
  configureHttp({ onOffline: undefined });
  vi.useRealTimers();
});

describe("query cache settings (CONST-3)", () => {
  it("stale after 60 s, no refetch on focus, keeps the previous page while the next loads", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(typeof queries?.placeholderData).toBe("function");
  });

  it("retries a transient failure 3 times, a final answer never", () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== "function") throw new Error("retry must be a function");
    const server = new ApiError("Server error (500): x", { kind: "server", status: 500 });
    expect([0, 1, 2, 3].map((n) => retry(n, server))).toEqual([true, true, true, false]);
    for (const kind of ["auth", "permission", "client", "offline", "circuit", "marker"] as const) {
      expect(retry(0, new ApiError("x", { kind }))).toBe(false);
    }
  });

  it("a query actually gives up after 1 + 3 attempts", async () => {
    vi.useFakeTimers();
    const fn = vi.fn(() => Promise.reject(new ApiError("down", { kind: "network" })));
    const client = createQueryClient();
    const pending = client.fetchQuery({ queryKey: ["x"], queryFn: fn, retryDelay: 10 }).catch((e: Error) => e);
    await vi.runAllTimersAsync();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(4);
  });
});

/**
 * Goes offline with the offline alert spied on, and mounts a client as refine's
 * QueryClientProvider does: that is what resumes paused work online.
 */
const offlineClient = () => {
  const onOffline = vi.fn();
  configureHttp({ onOffline });
  onlineManager.setOnline(false);
  const client = createQueryClient();
  client.mount();
  return { onOffline, client };
};

describe("calls held back while offline", () => {
  it("a query paused offline shows the offline alert, then runs exactly once when back online", async () => {
    const { onOffline, client } = offlineClient();
    const fn = vi.fn(() => Promise.resolve("rows"));
    const pending = client.fetchQuery({ queryKey: ["list"], queryFn: fn });
    await Promise.resolve();
    expect(onOffline).toHaveBeenCalledWith(MESSAGES.offline);
    expect(fn).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(pending).resolves.toBe("rows");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("a save made offline shows the offline alert, then is sent exactly once when back online", async () => {
    const { onOffline, client } = offlineClient();
    const save = vi.fn((v: string) => Promise.resolve(`saved ${v}`));
    const observer = new MutationObserver(client, { mutationFn: save });
    const pending = observer.mutate("a");
    await vi.waitFor(() => expect(onOffline).toHaveBeenCalledWith(MESSAGES.offline));
    expect(save).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(pending).resolves.toBe("saved a");
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await Promise.resolve();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("says nothing while online", async () => {
    const onOffline = vi.fn();
    configureHttp({ onOffline });
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["ok"], queryFn: () => Promise.resolve(1) });
    await new MutationObserver(client, { mutationFn: () => Promise.resolve(2) }).mutate();
    expect(onOffline).not.toHaveBeenCalled();
  });
});
