import { ApiError, MESSAGES } from "@/api/errors";

export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** The offline gate: the error to reject with, or null; `bypassOffline` for calls that must go anyway. */
export const offlineError = (bypassOffline: boolean | undefined, offline: boolean = isOffline()): ApiError | null =>
  offline && !bypassOffline ? new ApiError(MESSAGES.offline, { kind: "offline" }) : null;
