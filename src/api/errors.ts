import { isAxiosError, isCancel } from "axios";

/** The request layer's texts (spec §8), exported so tests and screens match on them, not on copies. */
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
/** Whether a text is the open-breaker message, for screens that replace it with their own words. */
export const isCircuitOpenMessage = (text: unknown): boolean =>
  typeof text === "string" && /^Circuit breaker \S+ is open$/.test(text);
export const authErrorMessage = (message: string): string => `Authentication error: ${message}`;
export const serverErrorMessage = (status: number, message: string): string => `Server error (${status}): ${message}`;
export const validationErrorMessage = (message: string): string => `Validation error: ${message}`;
export const clientErrorMessage = (status: number, message: string): string => `Client error (${status}): ${message}`;
/** Throttled refresh whose single retry also failed: both §8 phrases in one text. */
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

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
  code?: string;
  cause?: unknown;
}

/**
 * The one error type the request layer rejects with. `statusCode` and `errors` mirror `status`
 * and `fieldErrors` so refine reads it as its HttpError (server-side form validation, onError).
 */
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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

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

const TIMEOUT_CODES = new Set(["ECONNABORTED", "ETIMEDOUT"]);

/** The spec's shared helper (§8): every failure of a call becomes an ApiError with its text. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : MESSAGES.unknown;
    return new ApiError(message, { kind: "unknown", cause: error });
  }
  const code = error.code;
  const response = error.response;
  if (!response) {
    if (code === "ERR_NETWORK") return new ApiError(MESSAGES.network, { kind: "network", code, cause: error });
    if (!isCancel(error) && code !== undefined && TIMEOUT_CODES.has(code)) {
      const text = error.message.startsWith("Request timeout")
        ? error.message
        : timeoutMessage(error.config?.timeout ?? 0);
      return new ApiError(text, { kind: "timeout", code, cause: error });
    }
    return new ApiError(error.message, { kind: "unknown", code, cause: error });
  }
  const status = response.status;
  const body: unknown = response.data;
  const serverMessage = isRecord(body) && typeof body.error_message === "string" ? body.error_message : undefined;
  const message = serverMessage ?? error.message;
  const base = { status, serverMessage, code, cause: error };
  if (status === 401 || status === 403) return new ApiError(authErrorMessage(message), { kind: "auth", ...base });
  if (status >= 500) return new ApiError(serverErrorMessage(status, message), { kind: "server", ...base });
  if (status === 422 && isRecord(body) && body.errors !== undefined && body.errors !== null) {
    return new ApiError(validationErrorMessage(message), {
      kind: "validation",
      fieldErrors: toFieldErrors(body.errors),
      ...base,
    });
  }
  if (status >= 400) return new ApiError(clientErrorMessage(status, message), { kind: "client", ...base });
  return new ApiError(error.message, { kind: "unknown", ...base });
};

/**
 * A 403 that is a denial, not a lost session (docs/api.md "Errors and the session refresh"): the
 * §8 text of a 403, under its own kind so nothing signs the user out over it.
 */
export const permissionError = (error: unknown): ApiError => {
  const mapped = toApiError(error);
  return new ApiError(mapped.message, {
    kind: "permission",
    status: mapped.status,
    serverMessage: mapped.serverMessage,
    code: mapped.code,
    cause: error,
  });
};

const QUERY_RETRYABLE: ReadonlySet<ApiErrorKind> = new Set(["network", "server", "timeout"]);

/**
 * For react-query's own retry: only transient failures are worth another round. Auth, markers,
 * an open breaker, offline and 4xx are final answers, and a cancelled call must stay cancelled.
 */
export const isRetryableQueryError = (error: unknown): boolean => {
  if (!(error instanceof ApiError)) return !isCancel(error);
  return QUERY_RETRYABLE.has(error.kind);
};
