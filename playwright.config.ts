// The browser tests (tests/e2e/README.md): @playwright/test on Debian's chromium against the
// production build, served by `vite preview` with the built-in mock backend.
import { defineConfig, type PlaywrightTestConfig, type PlaywrightTestProject } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONTEXT_DEFAULTS } from "./scripts/lib/chromium.mjs";
import { API_PREVIEW_PORT, API_PREVIEW_URL, API_URL } from "./tests/e2e/lib/apiTarget";

const CI = Boolean(process.env.CI && process.env.CI !== "false");
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4174);
const SERIAL = /\.serial\.spec\.ts$/;
/** Tests of the production path: the build made for `npm run api`, against that process. */
const OVER_THE_NETWORK = /\.api\.(serial\.)?spec\.ts$/;

/**
 * One server the suite runs against: a setup project that signs the demo users in, the tests, and
 * then the timing tests (`*.serial.spec.ts`) alone, since a second browser on two cores would
 * distort what they measure, and without a trace, whose DOM snapshot after each action is a task
 * of the page's own (on a busy machine a sort click measured 296 ms with it, 136 ms without).
 */
function target(name: string, baseURL: string): PlaywrightTestProject[] {
  return [
    { name: `${name}-setup`, testMatch: /auth\.setup\.ts$/, fullyParallel: true, use: { baseURL } },
    {
      name,
      testMatch: /\.spec\.ts$/,
      testIgnore: [SERIAL, OVER_THE_NETWORK],
      fullyParallel: true,
      dependencies: [`${name}-setup`],
      use: { baseURL },
    },
    {
      name: `${name}-timing`,
      testMatch: SERIAL,
      testIgnore: OVER_THE_NETWORK,
      dependencies: [name],
      workers: 1,
      use: { baseURL, trace: "off" },
    },
  ];
}

/**
 * dist/ served as built, built first when missing or older than its sources (always when CI is set;
 * E2E_NO_BUILD=1 serves it as it is, as .ci/run does after its own build step).
 */
type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

const preview: WebServer = {
  name: "preview",
  command: `node scripts/ensure-build.mjs && npx vite preview --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
  url: `http://127.0.0.1:${PREVIEW_PORT}/`,
  env: { BROWSER: "none" },
  stdout: "pipe",
  timeout: 300_000,
  reuseExistingServer: !CI,
};

/**
 * dist-api/: the build with VITE_API_URL set (no mock inside), served on a port of its own. Its API
 * process is started by the tests' worker (tests/e2e/apiFixtures.ts), since a test stops and
 * restarts it. Built whenever it is stale, E2E_NO_BUILD or not: CI's build step makes dist/ only.
 */
const previewOfApiBuild: WebServer = {
  name: "preview of the API build",
  command:
    `node scripts/ensure-build.mjs --out-dir=dist-api --api-url=${API_URL} && ` +
    `npx vite preview --outDir dist-api --host 127.0.0.1 --port ${API_PREVIEW_PORT} --strictPort`,
  url: `${API_PREVIEW_URL}/`,
  env: { BROWSER: "none" },
  stdout: "pipe",
  timeout: 300_000,
  reuseExistingServer: !CI,
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  // Three at a time on two cores: a browser test waits for answers and timers between steps, and
  // with two those waits left a tenth of the CPU idle (two: 90 % busy, three: 96 %). E2E_WORKERS=1 runs one.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A failed test is tried once more in CI (a fresh worker), where three share two cores; one that
  // passes only then is listed as flaky at the end of the run and in the report.
  retries: Number(process.env.E2E_RETRIES ?? (CI ? 1 : 0)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  reporter: [["list"], ["html", { outputFolder: "test-results/report", open: "never" }]],
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    ...CONTEXT_DEFAULTS,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // A failed test's retry records a trace (in CI; locally `--retries=1` or `--trace=on`). Recording
    // every first try cost the most where a test takes the most steps: with DOM snapshots the axe
    // sweep took 72-110 s and the operator's campaign 58-76 s longer than on the old runner, and
    // the screencast on top doubled the time of auth.spec.ts and access.spec.ts and failed five tests.
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: false },
    screenshot: { mode: "only-on-failure", fullPage: true },
  },
  webServer: [preview, previewOfApiBuild],
  projects: [
    // One worker: the tests share the one API process, and one of them stops it. Playwright runs
    // projects in phases of their dependencies: without one, this project's single worker ran alone
    // for the first 70 s of the suite, before the mock tests; depending on the setup puts it beside them,
    // and listing it first starts it there before the mock tests take every worker.
    {
      name: "api",
      testMatch: OVER_THE_NETWORK,
      testIgnore: SERIAL,
      workers: 1,
      dependencies: ["mock-setup"],
      use: { baseURL: API_PREVIEW_URL },
    },
    ...target("mock", `http://127.0.0.1:${PREVIEW_PORT}`),
    // The timing tests against `npm run api`: last and alone, after every other project.
    {
      name: "api-timing",
      testMatch: /\.api\.serial\.spec\.ts$/,
      dependencies: ["api", "mock-timing"],
      workers: 1,
      use: { baseURL: API_PREVIEW_URL, trace: "off" },
    },
  ],
});
