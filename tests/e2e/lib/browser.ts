// Browser helpers of the e2e tests: the extra every context gets (the mock's latency), sign-in and
// signed-in pages, in-app visits, URL and visibility waits, and deliberate screenshots
// (test-results/screens/<name>.png).
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { SCREENS_DIR, SESSIONS_DIR } from "./paths";

export { signIn, signInForm, submitSignIn } from "../../../scripts/lib/signIn.mjs";

/** The demo users auth.setup.ts signs in once per run for openSignedIn. */
export const SIGNED_IN_LOGINS = ["owner", "admin", "operator", "robot"] as const;
export type SignedInLogin = (typeof SIGNED_IN_LOGINS)[number];

/**
 * The mock's latency in these tests (ms; the app's default is about 150). Most waits in a flow are
 * answers, so a short one makes the suite quicker; a test that needs a request in flight sets its
 * own with `__mock.faults.setLatency`. E2E_MOCK_LATENCY=150 runs the suite at the default.
 */
const MOCK_LATENCY_MS = Number(process.env.E2E_MOCK_LATENCY ?? 20);

/**
 * What every context of the tests gets beyond the config's `use` (the fixture's context and
 * newContext's): the mock's latency in localStorage before any script.
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript((ms) => window.localStorage.setItem("mock-latency", String(ms)), MOCK_LATENCY_MS);
}

/**
 * A second, isolated context in a test (another user's console): the config's context options,
 * prepared as the test's own context is. The test closes it.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await prepareContext(context);
  return context;
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);

/** A deliberate screenshot: test-results/screens/<name>.png. Returns the file path. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** A `toHaveURL` matcher of the path alone: a query or a hash does not count. */
export const atPath =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path;

/**
 * Resolves when no finite CSS transition or animation is running: antd's motions and the colour
 * fades after a theme switch (infinite ones, spinners and skeleton shimmer, do not count). axe
 * judges colours as they are drawn, so it must not look mid-fade.
 */
export async function motionSettled(page: Page, timeout = 10_000): Promise<void> {
  // Two frames first, so a motion the last action started is already registered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const settled = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    );
  await expect.poll(settled, { timeout, intervals: [50] }).toBe(true);
}

/**
 * Waits until no toast is open. Toasts sit above the top bar's menus, and one under the pointer
 * stays open for as long as it is hovered, so tests clear them before using those menus.
 */
export async function toastsGone(page: Page, timeout = 10_000): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout });
}

/** The base URL of the running test's project: the server its sessions belong to. */
function projectBaseURL(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error(`project ${test.info().project.name} has no use.baseURL`);
  return base;
}

/** The stored session of `login` on the project's server (written by auth.setup.ts). */
export const sessionFile = (login: string): string =>
  path.join(SESSIONS_DIR, slug(new URL(projectBaseURL()).host), `${login}.json`);

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

function storedSession(login: SignedInLogin): StorageState {
  const file = sessionFile(login);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as StorageState;
  } catch (e) {
    throw new Error(`no stored session of ${login} at ${file}; the setup project signs it in (${String(e)})`);
  }
}

type UiPreferences = Record<string, unknown>;

/**
 * Opens `path` signed in as `login`: the setup project signed each of SIGNED_IN_LOGINS in once
 * through the UI and stored its cookies and localStorage (the session, and the mock's db as it was
 * right after sign-in); they go into the test's fresh context here. The storage is written once per
 * tab (a sessionStorage mark survives reloads), so a test that signs out or changes data sees that
 * after a reload. `ui` is merged into the stored preferences (ui-storage) first, e.g.
 * `{ language: "ua" }` opens the page in Ukrainian without a second load. Tests of the sign-in
 * screen use signIn.
 */
export async function openSignedIn(
  page: Page,
  login: SignedInLogin,
  path: string,
  { ui }: { ui?: UiPreferences } = {},
): Promise<void> {
  const state = storedSession(login);
  await page.context().addCookies(state.cookies);
  const origin = new URL(projectBaseURL()).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.addInitScript(
    ([stored, preferences]) => {
      if (window.sessionStorage.getItem("e2e-signed-in")) return;
      window.sessionStorage.setItem("e2e-signed-in", "1");
      for (const { name, value } of stored) window.localStorage.setItem(name, value);
      if (!preferences) return;
      const raw = JSON.parse(window.localStorage.getItem("ui-storage") ?? '{"state":{},"version":0}') as {
        state: UiPreferences;
      };
      raw.state = { ...raw.state, ...preferences };
      window.localStorage.setItem("ui-storage", JSON.stringify(raw));
    },
    [items, ui ?? null] as const,
  );
  await page.goto(path);
  // With a session stored, the mock starts at boot: its controls are there before any API answer.
  await expect.poll(() => page.evaluate(() => window.__mock !== undefined), { intervals: [50] }).toBe(true);
}

/**
 * Goes to `path` inside the loaded app, as the browser's back and forward buttons do: the router
 * follows a history entry, nothing reloads. A page load costs about five CPU-seconds on two cores
 * (parsing and starting the app, the mock, a hundred chunk requests), an in-app visit under one.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(atPath(path.split("?")[0]));
}

/** The signed-in layout: sidebar (<aside>), top bar (<header>) and the content area. */
export function layout(page: Page): { sider: Locator; header: Locator; footer: Locator; main: Locator } {
  return {
    sider: page.locator("aside.ant-layout-sider, aside").first(),
    header: page.locator("header").first(),
    footer: page.locator("footer").first(),
    main: page.locator("main").first(),
  };
}

/** Reads the persisted UI preferences (localStorage "ui-storage", zustand persist format). */
export async function uiStorage(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem("ui-storage"));
  if (!raw) return null;
  const parsed = JSON.parse(raw) as { state?: Record<string, unknown> } & Record<string, unknown>;
  return parsed.state ?? parsed;
}
