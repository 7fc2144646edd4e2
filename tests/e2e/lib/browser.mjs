// Browser helpers for the e2e tests and scripts/perf.mjs: Debian's chromium driven by
// playwright-core (never a downloaded browser), a fresh context per test, sign-in and URL
// helpers, and screenshots (test-results/<test name>.png on failure,
// test-results/screens/<name>.png on purpose).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import { chromium } from "playwright-core";
import { DIST, FLAKY_FILE, ROOT, SESSIONS_DIR } from "./server.mjs";
import { axeRecorder } from "./axe.mjs";

export const BASE_URL = (process.env.BASE_URL ?? "http://127.0.0.1:4173").replace(/\/$/, "");
export const PASSWORD = "demo-pass";
/**
 * Debian's chromium, headless: its headless shell (package chromium-headless-shell, the same
 * engine without the desktop browser's processes around it; what Playwright runs for headless
 * tests by default) when it is installed, as .ci/run does, else the full browser. Measured with
 * scripts/browser-cost.mjs (E2E_CHROMIUM=/usr/bin/chromium for the full browser): a launch costs
 * 0.55 CPU-seconds against 1.35, a cold load of /servers/list 4.6–5.1 against 5.2–5.3.
 * E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const CHROMIUM_PATH =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const RESULTS_DIR = path.join(ROOT, "test-results");
export const SCREENS_DIR = path.join(RESULTS_DIR, "screens");

/** How long a UI element may take to show up (the mock adds small latency; 2 shared cores). */
export const UI_TIMEOUT = 10_000;

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The mock's latency in these tests (ms; the app's default is about 150). Most waits in a flow are
 * answers, so a short one makes the suite quicker; a test that needs a request in flight sets its
 * own with `__mock.faults.setLatency`. E2E_MOCK_LATENCY=150 runs the suite at the default.
 */
export const MOCK_LATENCY_MS = Number(process.env.E2E_MOCK_LATENCY ?? 20);

/** How often `page.waitForFunction` checks its condition in these contexts (ms). */
export const POLL_MS = 50;

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
    viewport: { width: 1366, height: 860 },
    locale: "en-US",
    colorScheme: "light",
    // The console honours reduced motion (global.css, antd's motion off): no fades or slides to
    // wait out between steps. A test that needs the motions emulates "no-preference".
    reducedMotion: "reduce",
    serviceWorkers: "allow",
    // `vite preview` gzips every response on the fly and the browser unpacks it again, for bytes
    // that never leave the machine: about 0.2 of a page load's 4.2 CPU-seconds here (perf.mjs
    // computes its gzip sizes from dist/, not from what was sent).
    extraHTTPHeaders: { "Accept-Encoding": "identity" },
    ...options,
  });
  await context.addInitScript((ms) => window.localStorage.setItem("mock-latency", String(ms)), MOCK_LATENCY_MS);
  context.on("page", pollOnATimer);
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

let browserPromise = null;
let cleanupRegistered = false;

/** Closes the shared browser after the file's tests; must be registered at the top level. */
function registerCleanup() {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  after(async () => {
    if (browserPromise) await (await browserPromise).close();
  });
}

/** One browser per test file (node --test runs each file in its own process). */
function sharedBrowser() {
  browserPromise ??= launchBrowser();
  return browserPromise;
}

export const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);

/**
 * How many times a failed browser test is tried again with a fresh context (as @playwright/test's
 * `retries`): once in CI, where three files share two cores, and never locally unless E2E_RETRIES
 * says so. A test that passes on a retry is reported as flaky, with the first error, in its
 * diagnostics and in test-results/flaky.txt; one that fails every time fails the run.
 */
export const RETRIES = Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0));

/** One try of a test body in a fresh context; on failure saves the page and prints diagnostics. */
async function attempt(name, fn, t, label) {
  const browser = await sharedBrowser();
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    // HTTP error statuses are logged by the browser itself; the API's 401s are expected when signed out.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
      problems.push(`console error: ${m.text()}`);
  });
  try {
    const axe = axeRecorder(page);
    await fn({ page, context, t, problems, axe });
    axe.assertNone();
  } catch (err) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${slug(name)}${label}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
      t.diagnostic(`screenshot: ${path.relative(ROOT, file)}`);
    } catch (shotErr) {
      t.diagnostic(`screenshot failed: ${shotErr.message}`);
    }
    t.diagnostic(`url at failure: ${page.url()}`);
    for (const p of problems.slice(0, 10)) t.diagnostic(p.slice(0, 500));
    throw err;
  } finally {
    await context.close();
  }
}

/**
 * Declares a browser test: a fresh context and page; on failure the page is saved to
 * test-results/<name>.png and the URL and page errors are printed as diagnostics, and the test is
 * tried again up to RETRIES times. fn receives { page, context, t, problems, axe } (problems: page
 * errors and console errors so far; axe: its scans, which fail the test at its end when they found
 * anything, lib/axe.mjs). `timeout` is per try.
 */
export function e2e(name, fn, { timeout = 60_000 } = {}) {
  registerCleanup();
  test(name, { timeout: timeout * (RETRIES + 1) }, async (t) => {
    for (let tryNo = 0; ; tryNo++) {
      try {
        await attempt(name, fn, t, tryNo ? `-retry-${tryNo}` : "");
        return;
      } catch (err) {
        if (tryNo >= RETRIES) throw err;
        const first = String(err?.message ?? err)
          .split("\n")
          .slice(0, 3)
          .join(" / ");
        t.diagnostic(`flaky? try ${tryNo + 1} failed, trying again: ${first}`);
        mkdirSync(RESULTS_DIR, { recursive: true });
        appendFileSync(FLAKY_FILE, `${name}\n  try ${tryNo + 1}: ${first}\n`);
      }
    }
  });
}

/** A deliberate screenshot: test-results/screens/<name>.png. Returns the file path. */
export async function shot(page, name) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

const describe = (expected) => (typeof expected === "string" ? `path ${expected}` : `URL matching ${expected}`);

/**
 * Waits until the page's path equals `expected` (string) or its path+query matches it
 * (RegExp). Fails with the URL the page is actually on.
 */
export async function expectUrl(page, expected, { timeout = UI_TIMEOUT } = {}) {
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
 * Waits until no toast is open. Toasts sit above the top bar's menus, and one under the pointer
 * stays open for as long as it is hovered, so tests clear them before using those menus.
 */
export async function toastsGone(page, timeout = 10_000) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.querySelectorAll(".ant-notification-notice").length === 0, null, {
    timeout,
  });
}

/** Waits for a locator to be visible; fails with `what` in the message. */
export async function expectVisible(locator, what, { timeout = UI_TIMEOUT } = {}) {
  try {
    await locator.first().waitFor({ state: "visible", timeout });
  } catch {
    assert.fail(`expected ${what} to be visible within ${timeout} ms (${locator})`);
  }
}

/** The sign-in form of /auth/login (fields labelled Login and Password, button Sign in). */
export function signInForm(page) {
  return {
    login: page.getByLabel("Login", { exact: true }).filter({ visible: true }),
    password: page.getByLabel("Password", { exact: true }).filter({ visible: true }),
    submit: page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true }),
  };
}

/** Fills and submits the sign-in form on the current page. */
export async function submitSignIn(page, login, password = PASSWORD) {
  const form = signInForm(page);
  await expectVisible(form.login, "the Login field");
  await form.login.fill(login);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the UI as a demo user. Opens /auth/login unless `from` is null (when the
 * page already shows the sign-in screen, e.g. after a guard redirect). Resolves once the app
 * has left /auth (it waits 1 s after a successful sign-in before navigating).
 */
export async function signIn(page, login, { password = PASSWORD, from = "/auth/login", timeout = 15_000 } = {}) {
  if (from) await page.goto(from);
  await submitSignIn(page, login, password);
  try {
    await page.waitForURL((u) => !u.pathname.startsWith("/auth"), { timeout, waitUntil: "commit" });
  } catch {
    const shown = await page
      // The sign-in form's own field errors carry the id their input points to (<input id>_help).
      .locator(".ant-alert, .ant-form-item-explain-error, [role=tabpanel] form [id$='_help']")
      .allInnerTexts()
      .catch(() => []);
    const messages = shown.length ? `; the form shows: ${shown.map((s) => JSON.stringify(s.trim())).join(", ")}` : "";
    assert.fail(
      `sign-in as "${login}" did not leave /auth within ${timeout} ms; the page is at ${page.url()}${messages}`,
    );
  }
}

/**
 * Storage of a signed-in demo user per login, made once per run (see openSignedIn): the first
 * test file that needs a login signs in and writes test-results/sessions/<login>-<key>.json; the
 * other files, running in their own processes, wait for it. Signing in once per file cost a page
 * load and a sign-in in each of about twenty files. The runner empties the folder before a run, and
 * the file's name carries the server and the build, so a file run on its own never reads a stale one.
 */
const SESSION_WAIT_MS = 60_000;
const sessions = new Map();

async function signedInState(login, browser) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, login);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The stored session of `login`, made by whichever file asks first (a lock folder says who). */
async function sharedSession(login, browser) {
  const build = statSync(path.join(DIST, "index.html"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const key = createHash("sha1").update(`${BASE_URL} ${build}`).digest("hex").slice(0, 10);
  const file = path.join(SESSIONS_DIR, `${login}-${key}.json`);
  const lock = `${file}.lock`;
  mkdirSync(SESSIONS_DIR, { recursive: true });
  for (const until = Date.now() + SESSION_WAIT_MS; ;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
    try {
      mkdirSync(lock);
    } catch {
      // Another file is signing in; a lock older than the wait belongs to a file that died.
      if (Date.now() > until) rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const state = await signedInState(login, browser);
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
      return state;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * The session of `login`, signed in (when no file has yet) in the browser of the page that asks:
 * a script that opens pages of its own would otherwise start this file's shared browser, which
 * only a test file closes, and never exit.
 */
function sessionOf(login, browser) {
  if (!sessions.has(login)) sessions.set(login, sharedSession(login, browser));
  return sessions.get(login);
}

/**
 * Opens `path` as a signed-in demo user without going through the sign-in screen each time: the
 * first call of a run signs in through the UI in a context of its own and keeps its cookies and
 * localStorage (the session, and the mock's db as it was right after sign-in); later calls, in any
 * file, put them into the test's fresh context. The storage is written once per tab (a
 * sessionStorage mark survives reloads), so a test that signs out or changes data sees that after
 * a reload. `ui` is merged into the stored preferences (ui-storage) first, e.g. `{ language: "ua" }`
 * opens the page in Ukrainian without a second load. Tests of the sign-in screen use signIn.
 */
export async function openSignedIn(page, login, path, { ui } = {}) {
  const state = await sessionOf(login, page.context().browser());
  await page.context().addCookies(state.cookies);
  const origin = new URL(BASE_URL).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.addInitScript(
    ([stored, preferences]) => {
      if (window.sessionStorage.getItem("e2e-signed-in")) return;
      window.sessionStorage.setItem("e2e-signed-in", "1");
      for (const { name, value } of stored) window.localStorage.setItem(name, value);
      if (!preferences) return;
      const raw = JSON.parse(window.localStorage.getItem("ui-storage") ?? '{"state":{},"version":0}');
      raw.state = { ...raw.state, ...preferences };
      window.localStorage.setItem("ui-storage", JSON.stringify(raw));
    },
    [items, ui ?? null],
  );
  await page.goto(path);
  // With a session stored, the mock starts at boot: its controls are there before any API answer.
  await page.waitForFunction(() => window.__mock !== undefined);
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

/** Reads the persisted UI preferences (localStorage "ui-storage", zustand persist format). */
export async function uiStorage(page) {
  const raw = await page.evaluate(() => window.localStorage.getItem("ui-storage"));
  if (!raw) return null;
  const parsed = JSON.parse(raw);
  return parsed.state ?? parsed;
}
