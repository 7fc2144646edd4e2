// Kept apart from keepalive.ts, which needs axios: sign-out waits for these writes, and the
// sign-in page must not load axios.

/** While above 0, calls are sent as keepalive fetches (keepalive.ts) so they outlive the page. */
let leaving = 0;

/** The window stays open until the next task: an unloading page runs its queued microtasks but no later task. */
export const sendingWhileLeaving = (start: () => void): void => {
  leaving += 1;
  try {
    start();
  } finally {
    setTimeout(() => {
      leaving -= 1;
    });
  }
};

export const isLeaving = (): boolean => leaving > 0;

/** Writes already started that sign-out waits for as well (a bulk run sent from the Undo queue). */
const inFlight = new Set<Promise<unknown>>();

export const trackWrite = (write: Promise<unknown>): void => {
  inFlight.add(write);
  void write.finally(() => inFlight.delete(write)).catch(() => {});
};

/** What sends the pending undoable deletes now, registered by the signed-in shell. */
let pendingSender: (() => Promise<void>) | null = null;

export const setPendingSender = (send: (() => Promise<void>) | null): void => {
  pendingSender = send;
};

/** Sign-out waits for this. */
export const sendPendingWrites = async (): Promise<void> => {
  await pendingSender?.();
  await Promise.allSettled([...inFlight]);
};
