import { DEMO_PASSWORD, resetDb } from "@/mocks/db";
import { faults } from "@/mocks/faults";
import { server } from "@/mocks/node";

/**
 * Starts the shared msw server for a test file unless the global setup already did, and
 * puts db, faults and cookies back between tests.
 */
export const useMockServer = (): void => {
  let owned = false;
  beforeAll(() => {
    try {
      server.listen({ onUnhandledRequest: "error" });
      owned = true;
    } catch {
      // The shared tests/setup.ts listens already; enabling twice throws.
    }
  });
  afterEach(async () => {
    server.resetHandlers();
    resetDb();
    faults.reset();
    // Logging out expires both cookies in document.cookie and in msw's own cookie jar.
    await fetch("/api/auth/logout", { credentials: "include" });
  });
  afterAll(() => {
    if (owned) server.close();
  });
};

interface Body {
  data?: unknown;
  status?: string;
  error_message?: string;
  errors?: Record<string, string>;
}

interface Answer {
  status: number;
  body: Body;
}

/** A same-origin call with cookies, as the console's client makes it. */
export const call = async (
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const response = await fetch(`/api${path}`, {
    method,
    credentials: "include",
    headers: json === undefined ? headers : { "content-type": "application/json", ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} };
};

export const signIn = (
  login: string,
  password = DEMO_PASSWORD,
  rememberMe = true,
  headers: Record<string, string> = {},
): Promise<Answer> => call("POST", "/auth/login", { login, password, remember_me: rememberMe }, headers);

export const cookieNames = (): string[] =>
  document.cookie
    .split(";")
    .map((c) => c.trim().split("=")[0] ?? "")
    .filter(Boolean);
