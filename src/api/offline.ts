import { ApiError, MESSAGES } from "@/api/errors";

export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * The offline gate: returns the error to reject with, or null to let the request through.
 * `bypassOffline` exists for calls that must be attempted anyway.
 */
export const offlineError = (bypassOffline: boolean | undefined, offline: boolean = isOffline()): ApiError | null =>
  offline && !bypassOffline ? new ApiError(MESSAGES.offline, { kind: "offline" }) : null;
