import axios, {
  AxiosError,
  getAdapter,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosProgressEvent,
  type AxiosResponse,
} from "axios";
import { apiBase, REQUEST } from "@/config";
import { readText } from "@/lib/readText";
import { ApiError, toApiError } from "@/api/errors";
import { createBreakerRegistry, type BreakerRegistry } from "@/api/circuitBreaker";
import { createRefreshCoordinator, refreshSession, type RefreshCoordinator } from "@/api/refresh";
import { expireSession } from "@/api/httpHooks";
import { installPipeline } from "@/api/pipeline";
import { withTimeout } from "@/api/timeout";
import { backendReady, hasBackendStarter } from "@/api/backendGate";
import { keepaliveAdapter } from "@/api/keepalive";
import { isLeaving } from "@/api/pendingWrites";

export { configureHttp } from "@/api/httpHooks";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Send even while the browser reports offline (SES-30). */
    bypassOffline?: boolean;
    /** Allow retries of POST/PATCH, which are not retried by default (SES-20). */
    retryNonIdempotent?: boolean;
    /** Send once, never retried (the token refresh). */
    noRetry?: boolean;
    /** A health check: sent past an open breaker, once, and never redirects, so the API's return shows at once. */
    probe?: boolean;
    /** Internal: retries spent; `authRetry`: the re-send after a 401/403, and why. */
    retryAttempt?: number;
    authRetry?: "refresh" | "throttle";
  }
}

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestConfig {
  params?: Record<string, unknown> | URLSearchParams;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  bypassOffline?: boolean;
  retryNonIdempotent?: boolean;
  noRetry?: boolean;
  probe?: boolean;
  responseType?: "json" | "blob" | "text";
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
}

interface HttpOptions {
  /** Defaults to axios' own (xhr in the browser). */
  adapter?: AxiosAdapter;
  baseURL?: string;
  /** Injectable so tests get exact delays. */
  random?: () => number;
}

export interface HttpPair {
  api: AxiosInstance;
  authApi: AxiosInstance;
  reset: () => void;
}

const xhr: AxiosAdapter = (config) => getAdapter(axios.defaults.adapter, config)(config);
// XHR decodes a text body in one task on the main thread (150-300 ms for the 5 MB of 20,000 accounts);
// a Blob is decoded off it by Blob.text() (jsdom has none), and axios then parses the text as before.
const readBody: AxiosAdapter = async (config) => {
  if (typeof Blob.prototype.text !== "function") return xhr(config);
  const bodyAsText = async (response?: AxiosResponse) => {
    if (response?.data instanceof Blob) response.data = await response.data.text();
  };
  try {
    const response = await xhr({ ...config, responseType: "blob" });
    await bodyAsText(response);
    return response;
  } catch (e) {
    if (axios.isAxiosError(e)) await bodyAsText(e.response);
    throw e;
  }
};
// A web server's fallback page answers an unknown path with 200 and HTML, which axios would hand over as a string
// where the page expects a record; it fails as a call that reached no API, and a read is tried again.
export const NOT_THE_API = "The server answered with a web page instead of data";
const send: AxiosAdapter = async (config) => {
  if (config.responseType && config.responseType !== "json") return xhr(config);
  const response = await readBody(config);
  if (String(response.headers["content-type"] ?? "").startsWith("text/html"))
    throw new AxiosError(NOT_THE_API, AxiosError.ERR_BAD_RESPONSE, config, response.request);
  return response;
};
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

/** Both instances share this setup; they differ only in whether 401/403 refreshes. */
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

/** The session check: the cheapest call that every API answers. */
export const CHECK_TOKEN_PATH = "/auth/checkToken";

/** Every HTTP answer counts (a 401 too); no answer or a 5xx does not. */
export const serverAnswers = async (
  path: string = CHECK_TOKEN_PATH,
  instance: AxiosInstance = authApi,
): Promise<boolean> => {
  try {
    await instance.request({ method: "GET", url: path, probe: true });
    return true;
  } catch (e) {
    const status = e instanceof ApiError ? e.status : undefined;
    return status !== undefined && status < 500;
  }
};

export const resetHttpState = (): void => defaultPair.reset();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Most payloads come wrapped as `{ data }`; some are the payload itself. */
export const unwrapData = <T>(body: unknown): T =>
  (isRecord(body) && "data" in body && body.data !== undefined ? body.data : body) as T;

/** 2xx resolves with the payload, anything else an ApiError. */
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

/** A file call's error body arrives as a Blob: once read, the error is mapped again with the server's message. */
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
