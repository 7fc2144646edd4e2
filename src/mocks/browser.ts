import { setupWorker } from "msw/browser";
import { findUserByLogin, flushOnPageHide, resetDb, setDbStorage } from "./db";
import { notifyUser, setDemoPushes } from "./stomp";
import { faults, LATENCY_KEY, setDefaultLatency, storedLatency, type Faults } from "./faults";
import { handlers } from "./handlers";
import { startCampaignSimulator } from "./campaignSimulator";
import { setUserStatus } from "./handlers/userAdmin";
import type { UserStatus } from "@/api/types";
import { seedFromQuery, seedSize, type SeedSize } from "./db/largeSeed";

/** Controls for developers, demos and browser tests, on `window.__mock`. */
interface MockControl {
  reset(): void;
  faults: Faults;
  notify(login: string, title: string, body: string): void;
  /** Switches the demo's own occasional notifications on or off (browser tests switch them off). */
  demoPushes(on: boolean): void;
  /** Approves or bans a user as an OWNER elsewhere would: their open consoles hear it at once. */
  setUserStatus(login: string, status: UserStatus): void;
  seed(size: SeedSize): Required<SeedSize>;
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
  flushOnPageHide(window);
  setDefaultLatency(storedLatency(localStorageOrNull()?.getItem(LATENCY_KEY) ?? null, BROWSER_LATENCY_MS));
  window.__mock = {
    reset: () => {
      resetDb();
      faults.reset();
    },
    faults,
    notify: (login, title, body) => {
      const user = findUserByLogin(login);
      if (user) notifyUser(user.uuid, { title, body });
    },
    demoPushes: (on) => setDemoPushes(on),
    setUserStatus: (login, status) => {
      const user = findUserByLogin(login);
      if (user) setUserStatus(user, status);
    },
    seed: seedSize,
  };
  const querySeed = seedFromQuery(window.location.search);
  if (querySeed) seedSize(querySeed);
  startCampaignSimulator();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    // public/mockApiWorker.js: msw's worker for /api only (see there).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockApiWorker.js` },
  });
}
