import {
  isAxiosError,
  isCancel,
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { ApiError, circuitOpenMessage, permissionError, toApiError, TOO_MANY_REFRESH_MESSAGE } from "@/api/errors";
import { isBreakerFailure, type BreakerRegistry } from "@/api/circuitBreaker";
import { detectMarker, MARKER_ROUTES, markerError } from "@/api/markers";
import { offlineError } from "@/api/offline";
import { redirectTo, ROUTES } from "@/api/redirect";
import { backoffDelay, shouldRetry, sleep } from "@/api/retry";
import type { RefreshCoordinator } from "@/api/refresh";
import { expireSession, notifyOffline } from "@/api/httpHooks";

interface PipelineContext {
  breakers: BreakerRegistry;
  /** null on the auth instance: its 401s are answers (wrong password), not expired sessions. */
  refresh: RefreshCoordinator | null;
  random: () => number;
}

const isAuthStatus = (status: number | undefined): boolean => status === 401 || status === 403;

const isFormData = (data: unknown): boolean => typeof FormData !== "undefined" && data instanceof FormData;

const beforeSend =
  (ctx: PipelineContext) =>
  (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const offline = offlineError(config.bypassOffline);
    if (offline) {
      notifyOffline(offline.message);
      throw offline;
    }
    const breaker = ctx.breakers.get(config.url);
    if (!config.probe && !breaker.canRequest()) {
      redirectTo(ROUTES.serverUnavailable);
      throw new ApiError(circuitOpenMessage(breaker.name), { kind: "circuit" });
    }
    // A multipart body must let the browser set its boundary.
    if (isFormData(config.data)) config.headers.delete("Content-Type");
    return config;
  };

/** A probe from /server-unavailable never counts as a failure, and an answered one ends the outage. */
const recordOutcome = (ctx: PipelineContext, config: InternalAxiosRequestConfig, status: number | undefined) => {
  const failed = isBreakerFailure(status);
  if (config.probe) {
    if (!failed) ctx.breakers.serverAnswered(config.url);
    return;
  }
  const breaker = ctx.breakers.get(config.url);
  if (failed) breaker.recordFailure();
  else breaker.recordSuccess();
};

const onSuccess =
  (ctx: PipelineContext) =>
  (response: AxiosResponse): AxiosResponse => {
    recordOutcome(ctx, response.config, response.status);
    const marker = detectMarker(response.data);
    if (marker) {
      redirectTo(MARKER_ROUTES[marker]);
      throw markerError(marker, response.status);
    }
    return response;
  };

const PERMISSION_TEXT = /^permission denied\b/i;
const namesPermission = (body: unknown): boolean => {
  if (typeof body !== "object" || body === null) return false;
  const { error_message: text, permission } = body as Record<string, unknown>;
  return typeof permission === "string" || (typeof text === "string" && PERMISSION_TEXT.test(text));
};

const handleAuthFailure = async (
  instance: AxiosInstance,
  refresh: RefreshCoordinator,
  error: AxiosError,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> => {
  const status = error.response?.status;
  // A denial, not a lost session (docs/api.md): the user stays signed in and sees its message.
  if (status === 403 && namesPermission(error.response?.data)) throw permissionError(error);
  // Refreshed and still refused: a real denial.
  if (config.authRetry === "refresh") throw status === 403 ? permissionError(error) : toApiError(error);
  if (config.authRetry === "throttle") {
    // A 403 again right after a refresh that succeeded: the fresh session is refused, not expired.
    if (status === 403 && refresh.lastSucceeded()) throw permissionError(error);
    await expireSession();
    throw new ApiError(TOO_MANY_REFRESH_MESSAGE, { kind: "auth", status, cause: error });
  }
  const outcome = await refresh.acquire();
  return instance.request({ ...config, authRetry: outcome === "refreshed" ? "refresh" : "throttle" });
};

/** Breaker bookkeeping, markers, refresh, retry, then the mapping to an ApiError. */
const onFailure =
  (instance: AxiosInstance, ctx: PipelineContext) =>
  async (error: unknown): Promise<AxiosResponse> => {
    if (error instanceof ApiError) throw error;
    if (!isAxiosError(error) || !error.config || isCancel(error)) throw toApiError(error);
    const config = error.config;
    const status = error.response?.status;

    recordOutcome(ctx, config, status);

    const marker = detectMarker(error.response?.data);
    if (marker) {
      redirectTo(MARKER_ROUTES[marker]);
      throw markerError(marker, status);
    }

    if (ctx.refresh && isAuthStatus(status)) return handleAuthFailure(instance, ctx.refresh, error, config);

    const attempt = config.retryAttempt ?? 0;
    const method = config.method ?? "get";
    if (
      !config.noRetry &&
      !config.probe &&
      shouldRetry({ method, status, retryNonIdempotent: config.retryNonIdempotent }, attempt)
    ) {
      await sleep(backoffDelay(attempt, method, status, ctx.random));
      return instance.request({ ...config, retryAttempt: attempt + 1 });
    }

    if (!config.probe && !error.response && error.code === "ERR_NETWORK") redirectTo(ROUTES.serverUnavailable);
    throw toApiError(error);
  };

/** Installs the whole request pipeline on one instance (DESIGN.md "The request layer"). */
export const installPipeline = (instance: AxiosInstance, ctx: PipelineContext): void => {
  instance.interceptors.request.use(beforeSend(ctx));
  instance.interceptors.response.use(onSuccess(ctx), onFailure(instance, ctx));
};
