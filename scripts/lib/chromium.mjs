// The browser and page defaults shared by the browser tests (playwright.config.ts) and the scripts
// (scripts/lib/browser.mjs): plain Node so both can import it; its types are chromium.d.mts.
import { existsSync } from "node:fs";

/**
 * Debian's chromium, headless: its headless shell (package chromium-headless-shell, the same
 * engine without the desktop browser's processes around it; what Playwright runs for headless
 * tests by default) when it is installed, as .ci/run does, else the full browser. Measured with
 * scripts/browser-cost.mjs (E2E_CHROMIUM=/usr/bin/chromium for the full browser): a launch costs
 * 0.55 CPU-seconds against 1.35, a cold load of /servers/list 4.6–5.1 against 5.2–5.3.
 * E2E_CHROMIUM names another binary; no browser is ever downloaded.
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

/** How every page is opened: a desktop window, English, light. */
export const CONTEXT_DEFAULTS = {
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
};
