// The browser of the e2e tests: Debian's chromium, never a downloaded one.
import { existsSync } from "node:fs";

/**
 * Debian's headless shell (package chromium-headless-shell, the same engine without the desktop
 * browser's processes around it; what Playwright runs for headless tests by default) when it is
 * installed, as .ci/run does, else the full browser. Measured with scripts/browser-cost.mjs
 * (E2E_CHROMIUM=/usr/bin/chromium for the full browser): a launch costs 0.55 CPU-seconds against
 * 1.35, a cold load of /servers/list 4.6–5.1 against 5.2–5.3. E2E_CHROMIUM names another binary.
 * scripts/lib/browser.mjs makes the same choice for the scripts.
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
