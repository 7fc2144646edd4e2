import type { LiveProvider } from "@refinedev/core";

/**
 * refine's live provider, with the STOMP client loaded on first use: the sign-in page never
 * opens a socket, so @stomp/stompjs stays out of its bundle. Subscriptions made before the
 * module arrives are wired up when it does; unsubscribing early cancels them.
 */
const load = () => import("./live").then((m) => m.liveProvider);

export const lazyLiveProvider: LiveProvider = {
  subscribe: (params) => {
    let cancelled = false;
    let real: unknown;
    void load().then((provider) => {
      if (!cancelled) real = provider.subscribe(params);
    });
    return () => {
      cancelled = true;
      if (real !== undefined) void load().then((provider) => provider.unsubscribe(real));
    };
  },
  unsubscribe: (subscription: unknown) => {
    if (typeof subscription === "function") subscription();
  },
  publish: (event) => void load().then((provider) => provider.publish?.(event)),
};
