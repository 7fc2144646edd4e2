import { authEndpoints } from "@/api/endpoints/auth";
import { TIMING, wsBase } from "@/config";
import { useAuthStore } from "@/state/auth";
import { createLiveManager, type LiveDeps, type LiveManager } from "./live/manager";
import { createRefineLiveProvider } from "./live/refine";

export { createLiveManager, type LiveCallback, type LiveManager, type LiveState } from "./live/manager";
export { channelDestination, createRefineLiveProvider } from "./live/refine";
export * from "./live/channels";

/** How the app's connections follow the auth store; tests build managers from it with a fake socket. */
export const appLiveDeps: LiveDeps = {
  url: () => `${wsBase()}/websocket`,
  isSignedIn: () => useAuthStore.getState().user !== null,
  watchSignOut: (onSignOut) =>
    useAuthStore.subscribe((state, previous) => {
      if (previous.user !== null && state.user === null) onSignOut();
    }),
  // Any failure counts as "not renewed"; the manager then falls back to the 5 s retry.
  refresh: () =>
    authEndpoints.refreshToken().then(
      () => true,
      () => false,
    ),
  reconnectMs: TIMING.wsReconnectMs,
  logError: (message, body) => console.error(message, body),
};

/** One STOMP client per key, reconnecting after 5 s while signed in, closed on sign-out. */
export const live: LiveManager = createLiveManager(appLiveDeps);

export const liveProvider = createRefineLiveProvider(live);

// A hot-reloaded module must not leave the old sockets and store watcher behind.
import.meta.hot?.dispose(() => live.dispose());
