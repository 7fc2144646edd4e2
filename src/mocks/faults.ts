import { delay, http, HttpResponse } from "msw";
import { MOCK_API_BASE } from "@/config";
import { expireAccessTokens } from "./db";
import { broker } from "./stomp/broker";

/** Fault injection (`faults` in vitest, `window.__mock.faults` in the browser), before every handler. */
export interface FailOptions {
  status?: number;
  /** Fail at the network level (fetch rejects, XHR errors) instead of answering. */
  network?: boolean;
  path?: string;
}

export interface Faults {
  /** The next `count` matching requests fail; calls queue up in order. */
  failNext(count?: number, options?: FailOptions): void;
  setLatency(ms: number): void;
  /** Invalidates every access token: the next call gets 401 and the client must refresh. */
  expireSession(): void;
  /** Closes every open realtime socket, as a crashed backend would; clients reconnect after 5 s. Returns how many. */
  dropSocket(): number;
  reset(): void;
  pending(): number;
}

interface Rule {
  remaining: number;
  status: number;
  network: boolean;
  path?: string;
}

let rules: Rule[] = [];
let defaultLatencyMs = 0;
let latencyMs = 0;

const takeRule = (pathname: string): Rule | undefined => {
  const rule = rules.find((r) => !r.path || pathname.includes(r.path));
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
  return rule;
};

export const faults: Faults = {
  failNext(count = 1, options = {}) {
    if (count <= 0) return;
    rules.push({
      remaining: count,
      status: options.status ?? 500,
      network: options.network ?? false,
      path: options.path,
    });
  },
  setLatency(ms) {
    latencyMs = Math.max(0, ms);
  },
  expireSession() {
    expireAccessTokens();
  },
  dropSocket: () => broker.dropAll(),
  reset() {
    rules = [];
    latencyMs = defaultLatencyMs;
  },
  pending: () => rules.reduce((sum, r) => sum + r.remaining, 0),
};

export const setDefaultLatency = (ms: number): void => {
  defaultLatencyMs = Math.max(0, ms);
  latencyMs = defaultLatencyMs;
};

/** Where a default latency can be stored before the mock starts (browser tests store a short one). */
export const LATENCY_KEY = "mock-latency";

export const storedLatency = (stored: string | null, fallback: number): number => {
  const ms = stored === null || stored.trim() === "" ? Number.NaN : Number(stored);
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
};

export const INJECTED_FAILURE_MESSAGE = "Injected failure";

export const faultHandler = http.all(`${MOCK_API_BASE}/*`, async ({ request }) => {
  if (latencyMs > 0) await delay(latencyMs);
  const rule = takeRule(new URL(request.url).pathname);
  if (!rule) return undefined;
  if (rule.network) return HttpResponse.error();
  return HttpResponse.json({ error_message: INJECTED_FAILURE_MESSAGE }, { status: rule.status });
});
