/** Without VITE_API_URL the console starts the mock backend on the same origin under /api (cookies, no CORS). */
const env = import.meta.env ?? {};

const API_URL: string = (env.VITE_API_URL as string | undefined) ?? "";
const WS_URL: string = (env.VITE_WS_URL as string | undefined) ?? "";
const USE_MOCK = API_URL === "";

export const MOCK_API_BASE = "/api";
export const apiBase = (): string => (USE_MOCK ? MOCK_API_BASE : API_URL.replace(/\/$/, ""));
export const wsBase = (): string => {
  if (WS_URL) return WS_URL.replace(/\/$/, "");
  if (!USE_MOCK) return API_URL.replace(/^http/, "ws").replace(/\/$/, "");
  const loc = typeof window !== "undefined" ? window.location : { protocol: "http:", host: "localhost" };
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}${MOCK_API_BASE}`;
};

export const REQUEST = {
  timeoutMs: 30_000,
  maxRetries: 3,
  retriedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"],
  retriedStatuses: [408, 429, 500, 502, 503, 504],
  backoffBaseMs: 1_000,
  backoffMaxMs: 30_000,
  jitter: 0.2,
  refreshThrottleMs: 5_000,
} as const;

export const CIRCUIT_BREAKER = {
  failureThreshold: 5,
  resetTimeoutMs: 30_000,
  successThreshold: 2,
  failureCountResetMs: 60_000,
} as const;

export const TABLE = {
  pageSizes: [5, 10, 25, 50, 100, -1] as const,
  allPageSize: -1,
  defaultPageSize: 5,
  skeletonRows: 10,
  skeletonColumns: 8,
} as const;

export const TIMING = {
  toastMs: 3_000,
  toastMax: 5,
  tooltipDelayMs: 200,
  searchDebounceMs: 500,
  loginRedirectDelayMs: 1_000,
  resetBackToLoginMs: 3_000,
  guardRedirectMs: 500,
  guardMaxChecks: 3,
  statusRecheckMs: 1_000,
  /** a list still loading after this long says the server is slow and offers Cancel */
  slowLoadMs: 5_000,
  /** A cold list renders in under a second; a spinner turning meanwhile repaints every frame of that render. */
  pageSpinDelayMs: 500,
  wsReconnectMs: 5_000,
  shakeMs: 300,
  chunkLoadTimeoutMs: 120_000,
  duplicateChipRemovalMs: 1_000,
  serverToastMs: 2_000,
  /** the add-app preview waits this long after typing */
  appPreviewDelayMs: 1_000,
  /** the test-accounts check runs this long after the list stops changing */
  accountCheckDelayMs: 700,
} as const;

/** A delete waits this long for Undo. Not `as const`: other features' integration tests shorten it. */
export const UNDO = { windowMs: 5_000 };
/** Assumed: node's servers refuse request headers over 16 KB with 431, and the cookies travel in them too. */
export const LINK_MAX_LENGTH = 8_000;

export const QUERY_CACHE = { staleTimeMs: 60_000, retries: 3, refetchOnWindowFocus: false } as const;

export const SCROLL_TOP_THRESHOLD_PX = 200;
export const RATING_DEFAULT_STARS = 5;
export const CHIPS_MAX = 500;
export const TEMP_DISK_ID_OFFSET = 10_000;
/** Longest text a field takes (assumed, docs/api.md "Text limits"); the mock answers 422 past them. */
export const TEXT_LIMITS = { name: 100, url: 2048, text: 1000 } as const;

export const LANGUAGES = ["en", "ua", "ru", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const TRANSLATION_SECTIONS = [
  "def",
  "auth",
  "nav",
  "notifications",
  "topbar",
  "dashboard",
  "apps",
  "keywords",
  "feedback",
  "campaigns",
  "machines",
  "servers",
  "proxy",
  "sms-service",
  "locale",
  "accounts",
  "faq-api",
  "users",
  "profile",
  "error",
  "table",
] as const;

export const AVATAR_EXTENSIONS = [".gif", ".jpg", ".jpeg", ".png"] as const;
export const COPYRIGHT_START_YEAR = 2019;
