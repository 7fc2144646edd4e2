#!/usr/bin/env node
// node scripts/browser-cost.mjs [route] [--runs=N]
//
// What the browser tests' steps cost on this machine, to choose between them: CPU time of every
// process (Linux /proc/stat, so Chromium's renderer, browser and GPU processes, the preview server
// and the driver all count) and wall time, as medians of N runs (default 3), for
//   - a signed-in page load of `route` (default /servers/list) in a fresh context, as openSignedIn;
//   - an in-app visit of the same route from the not-found page (no table, no card), as goInApp;
//   - one axe scan of the whole page, as the tests' axe fixture (lib/axe.mjs);
//   - one switch between the light and dark theme in the top bar, as toggleTheme (lib/ui.mjs);
//   - a launch of the browser with one blank page, and its close, as each test worker does;
//   - five seconds of `page.waitForFunction` on a condition that comes true after them, checked
//     every 50 ms as in the contexts of lib/browser.mjs, and checked on every frame.
// Run it with nothing else busy: the figures are the whole machine's. Builds dist/ when it is stale.
// The browser is lib/browser.mjs's: E2E_CHROMIUM=/usr/bin/chromium measures the full browser
// against the headless shell.
import { readFileSync } from "node:fs";
import { ensureBuild, startPreview } from "./lib/server.mjs";
import { loadingSelector } from "./lib/loading.mjs";

const args = process.argv.slice(2);
const route = args.find((a) => !a.startsWith("--")) ?? "/servers/list";
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);

/** Busy CPU time of the whole machine so far, in ms (user, nice, system, irq, softirq). */
const busyMs = () => {
  const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / 100;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(step) {
  const cpu = [];
  const wall = [];
  for (let i = 0; i < runs; i += 1) {
    const { before, action } = await step();
    await before?.();
    const cpuStart = busyMs();
    const wallStart = Date.now();
    await action();
    wall.push(Date.now() - wallStart);
    cpu.push(busyMs() - cpuStart);
  }
  return { cpuMs: Math.round(median(cpu)), wallMs: median(wall) };
}

ensureBuild({ log: () => {} });
const server = await startPreview({ log: () => {} });
process.env.BASE_URL = server.url;
// The browser helpers read BASE_URL when they load.
const { CHROMIUM_PATH, launchBrowser, newContext, signIn, goInApp } = await import("./lib/browser.mjs");
const { axeFindings } = await import("./lib/axe.mjs");
const { toggleTheme } = await import("./lib/ui.mjs");
const browser = await launchBrowser();
const pageShown = (page) =>
  page.waitForFunction(
    (loading) => document.querySelector("main table, main .ant-card") && !document.querySelector(loading),
    loadingSelector("main"),
    { timeout: 30_000 },
  );
/** Five seconds of waiting for a condition, checked as the contexts do or every frame (`raf`). */
const waitCost = (page, polling) =>
  measure(async () => ({
    before: () =>
      page.evaluate(() => {
        window.__costReady = false;
        setTimeout(() => (window.__costReady = true), 5_000);
      }),
    action: () =>
      page.waitForFunction(() => window.__costReady, null, { timeout: 20_000, ...(polling && { polling }) }),
  }));
const contexts = [];
try {
  // One sign-in, not measured: its stored session opens the other contexts signed in, as the
  // tests' openSignedIn does with the setup project's.
  const warm = await newContext(browser);
  contexts.push(warm);
  const page = await warm.newPage();
  await signIn(page, "owner");
  const session = await warm.storageState();
  await page.goto(route);
  await pageShown(page);

  const results = {
    [`page load of ${route}`]: await measure(async () => {
      const context = await newContext(browser, { storageState: session });
      contexts.push(context);
      const fresh = await context.newPage();
      return {
        action: async () => {
          await fresh.goto(route);
          await pageShown(fresh);
        },
      };
    }),
    [`in-app visit of ${route}`]: await measure(async () => ({
      before: async () => {
        await goInApp(page, "/no-such-page");
        await page.waitForFunction(() => !document.querySelector("main table, main .ant-card"));
        await page.waitForTimeout(1_000);
      },
      action: async () => {
        await goInApp(page, route);
        await pageShown(page);
      },
    })),
    "axe scan of the whole page": await measure(async () => ({ action: () => axeFindings(page, route) })),
    "theme switch in the top bar": await measure(async () => ({
      action: async () =>
        toggleTheme(page, !(await page.evaluate(() => document.documentElement.classList.contains("dark")))),
    })),
    "browser launch, blank page, close": await measure(async () => ({
      action: async () => {
        const other = await launchBrowser();
        await (await other.newPage()).goto("about:blank");
        await other.close();
      },
    })),
    "5 s of waitForFunction": await waitCost(page),
    "the same, checked on every frame": await waitCost(page, "raf"),
  };
  console.log(`${CHROMIUM_PATH}, median of ${runs}`);
  for (const [step, { cpuMs, wallMs }] of Object.entries(results))
    console.log(`${step.padEnd(40)} ${String(cpuMs).padStart(6)} ms CPU  ${String(wallMs).padStart(6)} ms wall`);
} finally {
  for (const context of contexts) await context.close().catch(() => {});
  await browser.close();
  await server.stop();
}
