import { afterEach, describe, expect, it, vi } from "vitest";
import { onlineManager } from "@tanstack/react-query";
import { configureHttp } from "@/api/http";
import { ApiError, MESSAGES } from "@/api/errors";
import { createQueryClient } from "@/api/queryClient";

/** A retry of the query cache that comes due while the browser is offline. */
afterEach(() => {
  onlineManager.setOnline(true);
  configureHttp({ onOffline: undefined });
  vi.useRealTimers();
});

describe("a query whose retry comes due offline", () => {
  it("waits, shows the offline alert, and retries once the browser is back online", async () => {
    vi.useFakeTimers();
    const onOffline = vi.fn();
    configureHttp({ onOffline });
    const client = createQueryClient();
    client.mount();
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(MESSAGES.network, { kind: "network" }))
      .mockResolvedValue("rows");
    const pending = client.fetchQuery({ queryKey: ["list"], queryFn: fn, retryDelay: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(onOffline).not.toHaveBeenCalled();
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(onOffline).toHaveBeenCalledWith(MESSAGES.offline);
    onlineManager.setOnline(true);
    await expect(pending).resolves.toBe("rows");
    expect(fn).toHaveBeenCalledTimes(2);
    client.unmount();
  });
});
