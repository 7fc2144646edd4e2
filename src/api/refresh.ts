import { isAxiosError, type AxiosInstance } from "axios";
import { REQUEST } from "@/config";
import { ApiError, MESSAGES, toApiError } from "@/api/errors";

/** The refresh call used inside the request layer; the API's description leaves it unnamed (docs/api.md). */
export const REFRESH_PATH = "/auth/refreshToken";

const isAuthStatus = (status: number | undefined): boolean => status === 401 || status === 403;

/**
 * The refresh helper: true when the session was renewed, false when the server refused it
 * (401/403). Any other failure throws "Failed to refresh authentication token" with its status;
 * a status marker (banned/new user) is passed on untouched so its redirect stands.
 */
export const refreshSession = async (instance: AxiosInstance, path: string = REFRESH_PATH): Promise<boolean> => {
  try {
    // One refresh attempt means one refresh per expiry, not one packet: a 5xx or a lost connection
    // is retried like every other read, so a blip never signs the user out.
    await instance.get(path);
    return true;
  } catch (e) {
    if (!(e instanceof ApiError) && !isAxiosError(e)) throw e;
    const error = toApiError(e);
    if (error.kind === "marker") throw error;
    if (isAuthStatus(error.status)) return false;
    throw new ApiError(MESSAGES.refreshHelperFailed, {
      kind: "auth",
      status: error.status,
      code: error.code,
      cause: error,
    });
  }
};

/** "refreshed": retry after a (possibly shared) successful refresh; "throttled": retry once without one. */
export type RefreshOutcome = "refreshed" | "throttled";

export interface RefreshDeps {
  refresh: () => Promise<boolean>;
  onFailure: () => Promise<void>;
  now?: () => number;
  throttleMs?: number;
}

export interface RefreshCoordinator {
  acquire(): Promise<RefreshOutcome>;
  /** Whether the latest refresh renewed the session (false before any, while one runs, after a failure). */
  lastSucceeded(): boolean;
  reset(): void;
}

/**
 * Single-flight refresh. The in-flight promise is the waiting queue: every request that fails
 * while a refresh runs awaits the same promise, so they are all retried after a success and all
 * rejected with the same error after a failure, and the server sees one refresh call.
 */
export const createRefreshCoordinator = (deps: RefreshDeps): RefreshCoordinator => {
  const now = deps.now ?? (() => Date.now());
  const throttleMs = deps.throttleMs ?? REQUEST.refreshThrottleMs;
  let inFlight: Promise<RefreshOutcome> | null = null;
  let lastAttemptAt: number | null = null;
  let succeeded = false;

  /**
   * Only a refusal ends the session. A refresh the server never answered fails the waiting calls
   * with the request layer's text but keeps the user signed in, and does not start the throttle:
   * the next 401 tries a refresh again rather than signing out.
   */
  const run = async (): Promise<RefreshOutcome> => {
    let refused: boolean;
    try {
      refused = !(await deps.refresh());
    } catch (e) {
      if (e instanceof ApiError && e.kind === "marker") throw e;
      lastAttemptAt = null;
      throw e instanceof ApiError
        ? new ApiError(MESSAGES.tokenRefreshFailed, { kind: "auth", status: e.status, code: e.code, cause: e })
        : new ApiError(MESSAGES.unexpectedRefreshError, { kind: "auth", cause: e });
    }
    if (!refused) {
      succeeded = true;
      return "refreshed";
    }
    await deps.onFailure();
    throw new ApiError(MESSAGES.tokenRefreshFailed, { kind: "auth" });
  };

  return {
    acquire() {
      if (inFlight) return inFlight;
      if (lastAttemptAt !== null && now() - lastAttemptAt < throttleMs) return Promise.resolve("throttled");
      lastAttemptAt = now();
      succeeded = false;
      inFlight = run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    lastSucceeded: () => succeeded,
    reset() {
      inFlight = null;
      lastAttemptAt = null;
      succeeded = false;
    },
  };
};
