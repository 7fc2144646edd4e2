// Browser helpers of the scripts (perf, login-weight, page-load, browser-cost): Debian's chromium
// driven by playwright-core (never a downloaded browser), contexts set up as the browser tests'
// (playwright.config.ts, tests/e2e/lib/browser.ts), sign-in and URL helpers.
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONTEXT_DEFAULTS } from "./chromium.mjs";
import { UI_TIMEOUT } from "./signIn.mjs";

export { CHROMIUM_PATH };
export { expectVisible, signIn, signInForm } from "./signIn.mjs";

const BASE_URL = (process.env.BASE_URL ?? "http://127.0.0.1:4173").replace(/\/$/, "");

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The mock's latency in these tests (ms; the app's default is about 150). Most waits in a flow are
 * answers, so a short one makes the suite quicker; a test that needs a request in flight sets its
 * own with `__mock.faults.setLatency`. E2E_MOCK_LATENCY=150 runs the suite at the default.
 */
const MOCK_LATENCY_MS = Number(process.env.E2E_MOCK_LATENCY ?? 20);

/** How often `page.waitForFunction` checks its condition in these contexts (ms). */
const POLL_MS = 50;

/**
 * Playwright checks a `waitForFunction` condition on every animation frame unless told otherwise,
 * which keeps the renderer drawing a frame every 16 ms for as long as a test waits: five seconds
 * of waiting cost 1.2 CPU-seconds checked per frame and 0.3 checked every 50 ms
 * (scripts/browser-cost.mjs). Every page of a context made here checks every POLL_MS unless the
 * call names its own `polling`. Locators need nothing: Playwright retries them on timers.
 */
function pollOnATimer(page) {
  const waitForFunction = page.waitForFunction.bind(page);
  page.waitForFunction = (condition, arg, options) => waitForFunction(condition, arg, { polling: POLL_MS, ...options });
}

/**
 * A fresh, isolated context: empty storage (but the mock's latency), light colour scheme, English,
 * desktop viewport.
 */
export async function newContext(browser, options = {}) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    ...CONTEXT_DEFAULTS,
    ...options,
  });
  await context.addInitScript((ms) => window.localStorage.setItem("mock-latency", String(ms)), MOCK_LATENCY_MS);
  context.on("page", pollOnATimer);
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

const describe = (expected) => (typeof expected === "string" ? `path ${expected}` : `URL matching ${expected}`);

/**
 * Waits until the page's path equals `expected` (string) or its path+query matches it
 * (RegExp). Fails with the URL the page is actually on.
 */
async function expectUrl(page, expected, { timeout = UI_TIMEOUT } = {}) {
  const matches = (u) =>
    typeof expected === "string" ? u.pathname === expected : expected.test(u.pathname + u.search);
  try {
    await page.waitForURL(matches, { timeout, waitUntil: "commit" });
  } catch {
    assert.fail(`expected ${describe(expected)}, but after ${timeout} ms the page is at ${page.url()}`);
  }
}

/**
 * Resolves when no finite CSS transition or animation is running: antd's motions and the colour
 * fades after a theme switch (infinite ones, spinners and skeleton shimmer, do not count). axe
 * judges colours as they are drawn, so it must not look mid-fade.
 */
export async function motionSettled(page, timeout = 10_000) {
  // Two frames first, so a motion the last action started is already registered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout, polling: 50 },
  );
}

/**
 * Goes to `path` inside the loaded app, as the browser's back and forward buttons do: the router
 * follows a history entry, nothing reloads. A page load costs about five CPU-seconds on two cores
 * (parsing and starting the app, the mock, a hundred chunk requests), an in-app visit under one.
 */
export async function goInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expectUrl(page, path.split("?")[0]);
}

/** The signed-in layout: sidebar (<aside>), top bar (<header>) and the content area. */
export function layout(page) {
  return {
    sider: page.locator("aside.ant-layout-sider, aside").first(),
    header: page.locator("header").first(),
    footer: page.locator("footer").first(),
    main: page.locator("main").first(),
  };
}
