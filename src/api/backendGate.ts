/** What must be up before the first request: main.tsx registers the mock here, so the sign-in page never loads it. */
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
