import { describe, expect, test, vi } from "vitest";
import type { LiveEvent } from "@refinedev/core";
import { channelDestination, createRefineLiveProvider, type LiveCallback, type LiveManager } from "@/providers/live";

const fakeManager = () => {
  const subscribed: { key: string; destination: string; callback: LiveCallback }[] = [];
  const off = vi.fn();
  const manager: LiveManager = {
    configure: vi.fn(),
    subscribe: (key, destination, callback) => {
      subscribed.push({ key, destination, callback });
      return off;
    },
    publish: vi.fn(),
    state: () => "connected",
    onState: () => () => undefined,
    closeAll: vi.fn(),
    dispose: vi.fn(),
  };
  return { manager, subscribed, off };
};

const message = {} as Parameters<LiveCallback>[1];

describe("refine live provider", () => {
  test("maps channels to topics and keeps explicit destinations", () => {
    expect(channelDestination("resources/servers")).toBe("/topic/resources/servers");
    expect(channelDestination("/user/queue/x")).toBe("/user/queue/x");
  });

  test("delivers events of the wanted types and wraps other bodies as wildcard events", () => {
    const { manager, subscribed, off } = fakeManager();
    const provider = createRefineLiveProvider(manager, "live");
    const events: LiveEvent[] = [];
    const handle: unknown = provider.subscribe({
      channel: "resources/servers",
      types: ["updated"],
      callback: (e) => events.push(e),
    });
    expect(subscribed[0]).toMatchObject({ key: "live", destination: "/topic/resources/servers" });
    const deliver = subscribed[0]?.callback ?? (() => undefined);
    deliver({ type: "created", payload: { ids: [1] } }, message);
    deliver({ type: "updated", payload: { ids: [2, "x", null] }, date: "2025-01-02T03:04:05.000Z" }, message);
    deliver([1, 2], message);
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ["updated", { ids: [2, "x"] }],
      ["*", { data: [1, 2] }],
    ]);
    expect(events[0]?.date.toISOString()).toBe("2025-01-02T03:04:05.000Z");
    provider.unsubscribe(handle);
    expect(off).toHaveBeenCalledTimes(1);
  });

  test("publishes nothing: a console may not send to the server's topics, the server announces changes", () => {
    const { manager } = fakeManager();
    const provider = createRefineLiveProvider(manager, "live");
    expect(provider.publish).toBeUndefined();
    expect(manager.publish).not.toHaveBeenCalled();
  });
});
