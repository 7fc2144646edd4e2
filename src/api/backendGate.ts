/**
 * What must be up before the first request leaves. main.tsx registers the built-in mock here,
 * so a screen that calls no API (the sign-in page of a signed-out visitor) never downloads it;
 * the first call starts it and waits. With a real API nothing is registered and calls go at once.
 */
let starter: (() => Promise<void>) | null = null;
let ready: Promise<void> | null = null;

export const setBackendStarter = (start: (() => Promise<void>) | null): void => {
  starter = start;
  ready = null;
};

export const hasBackendStarter = (): boolean => starter !== null;

export const backendReady = (): Promise<void> => {
  if (!starter) return Promise.resolve();
  ready ??= starter().catch((error: unknown) => {
    // A failed start (say, the worker script did not load) is tried again by the next call.
    ready = null;
    throw error;
  });
  return ready;
};
