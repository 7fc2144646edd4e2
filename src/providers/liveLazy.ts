import type { LiveProvider } from "@refinedev/core";

/** refine's live provider with @stomp/stompjs loaded on first use, off the sign-in page's bundle. */
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
