import type { InternalAxiosRequestConfig } from "axios";
import { expect, type Mock } from "vitest";
import { REFRESH, type FakeHandler, type FakeReply, type FakeServer, type Harness } from "./fakeAdapter";

// Checks and answers about the session refresh for the request layer's tests, on the fake server of fakeAdapter.ts.

/** How many calls the fake server saw: `refreshes` to the refresh endpoint and `calls` to `path`. */
export const expectCalls = (server: FakeServer, refreshes: number, path: string, calls: number): void => {
  expect(server.callsTo(REFRESH)).toBe(refreshes);
  expect(server.callsTo(path)).toBe(calls);
};

/** Nobody was signed out: the sign-out hook (see watchSessionExpiry) was not called, nor the router. */
export const expectStillSignedIn = (onSessionExpired: Mock<() => void>, navigate: Harness["navigate"]): void => {
  expect(onSessionExpired).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
};

/**
 * A server whose refresh succeeds and that answers every other call with `before` until a refresh
 * has been made, then with `after` (given the call).
 */
export const refusesUntilRefreshed = (
  before: FakeReply,
  after: (config: InternalAxiosRequestConfig) => FakeReply,
): FakeHandler => {
  let refreshed = false;
  return (config) => {
    if (config.url === REFRESH) {
      refreshed = true;
      return { status: 200 };
    }
    return refreshed ? after(config) : before;
  };
};
