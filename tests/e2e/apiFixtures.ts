// The `api` project's `test` (playwright.config.ts): fixtures.ts's, plus one `npm run api` process
// per worker, which a test may stop and start again as a real outage would. Each test's share of
// the access log is attached to it, and the whole log is test-results/api/access.log.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startApi, type ApiProcess } from "../api/apiProcess";
import { test as base } from "./fixtures";
import { API_ORIGIN, API_PORT, API_PREVIEW_URL } from "./lib/apiTarget";
import { RESULTS_DIR } from "./lib/paths";

const DB_FILE = path.join(RESULTS_DIR, "api", "db.json");

export interface SharedApi {
  origin: string;
  /** SIGTERM, as an operator's Ctrl+C; resolves once the process has written its state and exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the state it wrote. */
  start(): Promise<void>;
  /** A `/__mock/...` control call (docs/api.md "The API server"). */
  control(name: string, body?: unknown): Promise<void>;
  /** Every access log line so far, across restarts. */
  log(): string[];
}

// One key for the worker's server across its restarts: the controls need it (X-Control-Key).
const CONTROL_KEY = randomBytes(18).toString("base64url");

const launch = (reset: boolean): Promise<ApiProcess> =>
  startApi([`--port=${API_PORT}`, `--db=${DB_FILE}`, `--origins=${API_PREVIEW_URL}`, ...(reset ? ["--reset"] : [])], {
    API_CONTROL_KEY: CONTROL_KEY,
  });

export const test = base.extend<{ accessLog: void }, { api: SharedApi }>({
  api: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      mkdirSync(path.dirname(DB_FILE), { recursive: true });
      let running: ApiProcess | null = await launch(true);
      const earlier: string[] = [];
      const api: SharedApi = {
        origin: API_ORIGIN,
        stop: async () => {
          if (!running) return;
          await running.stop();
          earlier.push(...running.output());
          running = null;
        },
        start: async () => {
          if (!running) running = await launch(false);
        },
        control: async (name, body = {}) => {
          const answer = await fetch(`${API_ORIGIN}/__mock/${name}`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-control-key": CONTROL_KEY },
            body: JSON.stringify(body),
          });
          if (!answer.ok) throw new Error(`/__mock/${name} answered ${answer.status}: ${await answer.text()}`);
        },
        log: () => [...earlier, ...(running?.output() ?? [])],
      };
      await use(api);
      await api.stop();
      writeFileSync(path.join(RESULTS_DIR, "api", "access.log"), `${earlier.join("\n")}\n`);
    },
    { scope: "worker" },
  ],
  accessLog: [
    async ({ api }, use, testInfo) => {
      const from = api.log().length;
      await use();
      const path = testInfo.outputPath("access.log");
      writeFileSync(path, `${api.log().slice(from).join("\n")}\n`);
      await testInfo.attach("access log", { path, contentType: "text/plain" });
    },
    { auto: true },
  ],
});

export { expect } from "./fixtures";
