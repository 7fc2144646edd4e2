import axios, { getAdapter, type AxiosAdapter, type AxiosInstance, type AxiosProgressEvent } from "axios";
import { apiBase, REQUEST } from "@/config";
import { readText } from "@/lib/readText";
import { ApiError, toApiError } from "@/api/errors";
import { createBreakerRegistry, type BreakerRegistry } from "@/api/circuitBreaker";
import { createRefreshCoordinator, refreshSession, type RefreshCoordinator } from "@/api/refresh";
import { expireSession } from "@/api/httpHooks";
import { installPipeline } from "@/api/pipeline";
import { withTimeout } from "@/api/timeout";
import { backendReady, hasBackendStarter } from "@/api/backendGate";
import { isLeaving, keepaliveAdapter } from "@/api/keepalive";

export { configureHttp, type HttpHooks } from "@/api/httpHooks";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Send even while the browser reports offline (spec §4 "Offline"). */
    bypassOffline?: boolean;
    /** Allow retries of POST/PATCH, which are not retried by default (spec §9). */
    retryNonIdempotent?: boolean;
    /** Send once, never retried (the token refresh, spec §4). */
    noRetry?: boolean;
    /**
     * A health check from /server-unavailable: sent even past an open breaker, once, and never
     * redirects, so the page sees the API come back within a second (issue 8).
     */
    probe?: boolean;
    /** Internal to the pipeline: retries already spent on this call. */
    retryAttempt?: number;
    /** Internal to the pipeline: this call is the re-send after a 401/403, and why. */
    authRetry?: "refresh" | "throttle";
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestConfig {
  params?: Record<string, unknown> | URLSearchParams;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  bypassOffline?: boolean;
  retryNonIdempotent?: boolean;
  noRetry?: boolean;
  probe?: boolean;
  /** "blob" for calls that answer a file (account export) */
  responseType?: "json" | "blob" | "text";
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
}

export interface HttpOptions {
  /** The transport; defaults to axios' own (xhr in the browser). Tests pass a fake. */
  adapter?: AxiosAdapter;
  baseURL?: string;
  /** Source of backoff jitter, injectable so tests get exact delays. */
  random?: () => number;
}

export interface HttpPair {
  api: AxiosInstance;
  authApi: AxiosInstance;
  /** Forget every breaker and the refresh history. */
  reset: () => void;
}

/** Resolved per call: the platform's transport is only known once a request is made. */
const send: AxiosAdapter = (config) => getAdapter(axios.defaults.adapter, config)(config);
// A call made while the page goes away is sent so that it outlives the page (keepalive.ts).
const defaultTransport: AxiosAdapter = (config) => {
  const transport = isLeaving() ? keepaliveAdapter : send;
  return hasBackendStarter() ? backendReady().then(() => transport(config)) : transport(config);
};

interface SharedState {
  options: HttpOptions;
  transport: AxiosAdapter;
  breakers: BreakerRegistry;
}

/** The one setup both instances share (spec §7); they differ only in whether 401/403 refreshes. */
const setupInstance = (shared: SharedState, refresh: RefreshCoordinator | null): AxiosInstance => {
  const instance = axios.create({
    baseURL: shared.options.baseURL ?? apiBase(),
    withCredentials: true,
    headers: { "Content-Type": "application/json" },
    timeout: REQUEST.timeoutMs,
    adapter: shared.transport,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  const random = shared.options.random ?? (() => Math.random());
  // Names and texts the server words come back in the console's language (docs/api.md).
  instance.interceptors.request.use((config) => {
    const language = typeof document === "undefined" ? "" : document.documentElement.lang;
    if (language) config.headers.set("Accept-Language", language);
    return config;
  });
  installPipeline(instance, { breakers: shared.breakers, refresh, random });
  return instance;
};

/** Builds an independent api/authApi pair with its own breakers and refresh state. */
export const createHttp = (options: HttpOptions = {}): HttpPair => {
  const shared: SharedState = {
    options,
    transport: withTimeout(options.adapter ?? defaultTransport),
    breakers: createBreakerRegistry(),
  };
  const authApi = setupInstance(shared, null);
  const refresh = createRefreshCoordinator({ refresh: () => refreshSession(authApi), onFailure: expireSession });
  const api = setupInstance(shared, refresh);
  return {
    api,
    authApi,
    reset: () => {
      shared.breakers.reset();
      refresh.reset();
    },
  };
};

const defaultPair = createHttp();

/** Every call of a signed-in user: the full pipeline, refreshing the session on 401/403. */
export const api: AxiosInstance = defaultPair.api;
/** Login, register, logout, refresh and reset: the same pipeline without the refresh step. */
export const authApi: AxiosInstance = defaultPair.authApi;

/** Whether the API answers at all. Every HTTP answer counts (a 401 too); no answer or a 5xx does not. */
export const serverAnswers = async (path: string, instance: AxiosInstance = authApi): Promise<boolean> => {
  try {
    await instance.request({ method: "GET", url: path, probe: true });
    return true;
  } catch (e) {
    const status = e instanceof ApiError ? e.status : undefined;
    return status !== undefined && status < 500;
  }
};

/** For tests: breakers and refresh state of the default pair back to their initial state. */
export const resetHttpState = (): void => defaultPair.reset();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The API wraps most payloads as `{ data }`; some answers are the payload itself. */
export const unwrapData = <T>(body: unknown): T =>
  (isRecord(body) && "data" in body && body.data !== undefined ? body.data : body) as T;

/** The request helper of spec §7: 2xx resolves with the payload, anything else an ApiError. */
export const request = async <T>(
  method: HttpMethod,
  url: string,
  config: RequestConfig = {},
  instance: AxiosInstance = api,
): Promise<T> => {
  try {
    const response = await instance.request<unknown>({ ...config, method, url });
    return unwrapData<T>(response.data);
  } catch (e) {
    throw toApiError(await withReadableBody(e));
  }
};

/**
 * A file call's error body arrives as a Blob; once its JSON is read, the error is mapped again so
 * the §8 message and field errors are the server's. Denials and lost sessions stay as mapped.
 */
const withReadableBody = async (error: unknown): Promise<unknown> => {
  const cause = error instanceof ApiError ? error.cause : error;
  if (error instanceof ApiError && (error.kind === "permission" || error.kind === "auth")) return error;
  const response = axios.isAxiosError(cause) ? cause.response : undefined;
  if (!response || !(response.data instanceof Blob)) return error;
  try {
    response.data = JSON.parse(await readText(response.data)) as unknown;
    return cause;
  } catch {
    return error;
  }
};
