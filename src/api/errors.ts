import { isAxiosError, isCancel } from "axios";
import {
  ApiError,
  authErrorMessage,
  clientErrorMessage,
  isRecord,
  MESSAGES,
  serverErrorMessage,
  timeoutMessage,
  toFieldErrors,
  validationErrorMessage,
  type ApiErrorKind,
} from "@/api/apiError";

// The error type and texts live in apiError.ts (no axios); this module adds the mapping of axios
// failures and is what the request layer and its tests import.
export * from "@/api/apiError";

const TIMEOUT_CODES = new Set(["ECONNABORTED", "ETIMEDOUT"]);

/** Every failure of a call becomes an ApiError with its text. */
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

/** A 403 denial, not a lost session (docs/api.md): its own kind, so nothing signs the user out over it. */
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

/** Only transient failures retry; auth, markers, open breaker, offline, 4xx and cancels are final. */
export const isRetryableQueryError = (error: unknown): boolean => {
  if (!(error instanceof ApiError)) return !isCancel(error);
  return QUERY_RETRYABLE.has(error.kind);
};
