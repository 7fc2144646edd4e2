// The error type and texts of the request layer without the axios-specific mapping (errors.ts), so
// the sign-in path can tell errors apart without loading axios.

/** The request layer's texts, exported so tests and screens match on them, not on copies. */
export const MESSAGES = {
  offline: "You are currently offline. Please check your internet connection and try again.",
  network: "Network error: Unable to connect to the server",
  authFailed: "Authentication failed",
  tooManyRefreshAttempts: "too many refresh attempts",
  tokenRefreshFailed: "Token refresh failed",
  unexpectedRefreshError: "Unexpected error during token refresh",
  refreshHelperFailed: "Failed to refresh authentication token",
  banned: "User is banned",
  newUser: "New user setup required",
  unknown: "Unknown error",
} as const;

export const timeoutMessage = (ms: number): string => `Request timeout after ${ms} ms`;
export const circuitOpenMessage = (name: string): string => `Circuit breaker ${name} is open`;
export const isCircuitOpenMessage = (text: unknown): boolean =>
  typeof text === "string" && /^Circuit breaker \S+ is open$/.test(text);
export const authErrorMessage = (message: string): string => `Authentication error: ${message}`;
export const serverErrorMessage = (status: number, message: string): string => `Server error (${status}): ${message}`;
export const validationErrorMessage = (message: string): string => `Validation error: ${message}`;
export const clientErrorMessage = (status: number, message: string): string => `Client error (${status}): ${message}`;
/** A throttled refresh whose single retry also failed: both messages in one text. */
export const TOO_MANY_REFRESH_MESSAGE = `${MESSAGES.authFailed}: ${MESSAGES.tooManyRefreshAttempts}`;

export type ApiErrorKind =
  | "network"
  | "auth"
  | "permission"
  | "server"
  | "validation"
  | "client"
  | "offline"
  | "timeout"
  | "circuit"
  | "marker"
  | "unknown";

interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
  code?: string;
  cause?: unknown;
}

/** The request layer's one error type; `statusCode` and `errors` let refine read it as its HttpError. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly statusCode?: number;
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string>;
  readonly errors?: Record<string, string>;
  readonly code?: string;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.statusCode = init.status;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors;
    this.errors = init.fieldErrors;
    this.code = init.code;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const fieldText = (v: unknown): string | undefined => {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) {
    const parts = v.filter((p): p is string => typeof p === "string");
    return parts.length ? parts.join("; ") : undefined;
  }
  return undefined;
};

/** Servers send `errors` as a field map or as a list of {field, message}; screens want one map. */
export const toFieldErrors = (errors: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (!isRecord(item) || typeof item.field !== "string") continue;
      const text = fieldText(item.message) ?? fieldText(item.defaultMessage);
      if (text !== undefined) out[item.field] = text;
    }
  } else if (isRecord(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      const text = fieldText(value);
      if (text !== undefined) out[field] = text;
    }
  }
  return out;
};
