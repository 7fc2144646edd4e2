import { setupWorker } from "msw/browser";
import { resetDb, setDbStorage } from "./db";
import { faults, setDefaultLatency, type Faults } from "./faults";
import { handlers } from "./handlers";

/** Controls for developers, demos and browser tests, on `window.__mock`. */
export interface MockControl {
  /** Back to the seed: the stored db is deleted and every table reseeds. */
  reset(): void;
  faults: Faults;
}

declare global {
  interface Window {
    __mock?: MockControl;
  }
}

const BROWSER_LATENCY_MS = 150;

/** Storage can be unavailable (privacy modes); the mock then simply forgets on reload. */
const localStorageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export async function startMockWorker(): Promise<void> {
  setDbStorage(localStorageOrNull());
  setDefaultLatency(BROWSER_LATENCY_MS);
  window.__mock = {
    reset: () => {
      resetDb();
      faults.reset();
    },
    faults,
  };
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
