import { isAxiosError, type AxiosInstance } from "axios";
import { REQUEST } from "@/config";
import { ApiError, MESSAGES, toApiError } from "@/api/errors";

/** The API's description leaves the refresh path unnamed (docs/api.md). */
const REFRESH_PATH = "/auth/refreshToken";

const isAuthStatus = (status: number | undefined): boolean => status === 401 || status === 403;

/** True when renewed, false when refused (401/403); other failures throw, and status markers pass untouched. */
export const refreshSession = async (instance: AxiosInstance, path: string = REFRESH_PATH): Promise<boolean> => {
  try {
    // A 5xx or a lost connection is retried like any read, so a blip never signs the user out.
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

interface RefreshDeps {
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

/** Single-flight refresh: every request failing meanwhile awaits the same promise, so the server sees one call. */
export const createRefreshCoordinator = (deps: RefreshDeps): RefreshCoordinator => {
  const now = deps.now ?? (() => Date.now());
  const throttleMs = deps.throttleMs ?? REQUEST.refreshThrottleMs;
  let inFlight: Promise<RefreshOutcome> | null = null;
  let lastAttemptAt: number | null = null;
  let succeeded = false;

  /** Only a refusal ends the session: an unanswered refresh fails the waiting calls but keeps the user signed in. */
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
