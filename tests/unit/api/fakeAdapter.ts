import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { afterEach, beforeEach, expect, vi, type Mock } from "vitest";
import { setNavigator } from "@/api/redirect";
import { configureHttp, createHttp, type HttpPair } from "@/api/http";
import { rejectionOf } from "../../support/apiRejection";

/** What the fake server answers: a status with a body, a dropped connection, or nothing at all. */
export type FakeReply =
  { status: number; data?: unknown; headers?: Record<string, string> } | { network: true } | { hang: true };
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
  callsTo: (url: string) => number;
}

const hang = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> =>
  new Promise((_resolve, reject) => {
    config.signal?.addEventListener?.("abort", () => reject(new CanceledError(undefined, undefined, config)));
  });

/** Behaves like axios' own transports: settles by validateStatus, rejects with AxiosError. */
export const createFakeServer = (handler: FakeHandler): FakeServer => {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    if ("hang" in reply) return hang(config);
    if ("network" in reply) throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (config.validateStatus?.(reply.status) ?? true) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
  return { adapter, calls, callsTo: (url) => calls.filter((c) => c.url === url).length };
};

/** Answers a fixed list in order, repeating the last one. */
export const sequence = (...replies: FakeReply[]): FakeHandler => {
  let i = 0;
  return () => replies[Math.min(i++, replies.length - 1)];
};

export interface Harness {
  http: HttpPair;
  server: FakeServer;
  navigate: Mock<(path: string) => void>;
}

/** A fresh pair on a fake server, zero jitter, and a spy in place of the router. */
export const harness = (handler: FakeHandler): Harness => {
  const navigate = vi.fn<(path: string) => void>();
  const server = createFakeServer(handler);
  setNavigator(navigate);
  const http = createHttp({ adapter: server.adapter, baseURL: "http://api.test", random: () => 0.5 });
  return { http, server, navigate };
};

/** The ApiError a call rejects with (see rejectionOf). */
export const failure = rejectionOf;

/**
 * Steps fake time through the retries' waits (ms, in order): the next attempt is not sent 1 ms
 * before its wait is over, and is sent when it is. Starts after the first attempt.
 */
export const expectRetriesAfter = async (server: FakeServer, waits: readonly number[]): Promise<void> => {
  for (const [i, wait] of waits.entries()) {
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(server.calls).toHaveLength(i + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(i + 2);
  }
};

/** The API's token refresh call (SES-8). */
export const REFRESH = "/auth/refreshToken";

/**
 * For the tests of the shared pipeline: fake timers, and the sign-out hook as a spy, reset
 * around each test. Call at the top of a file or describe block.
 */
export const watchSessionExpiry = (): Mock<() => void> => {
  const onSessionExpired = vi.fn<() => void>();
  beforeEach(() => {
    vi.useFakeTimers();
    onSessionExpired.mockReset();
    configureHttp({ onSessionExpired });
  });
  afterEach(() => {
    configureHttp({ onSessionExpired: undefined, onOffline: undefined });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return onSessionExpired;
};
