#!/usr/bin/env node
// node scripts/page-load.mjs [route,route,...] [--runs=N] [--as=<login>]
//
// How long a cold load of a signed-in page takes until its content is there: serves dist/ (build
// it first: `npx vite build`), signs in once as the demo user (owner by default), then opens each
// route in turn and prints the milliseconds until DOMContentLoaded, until the page's table, card,
// list or empty state shows, and until no spinner or skeleton is left. One page at a time on a
// quiet machine: the figures are for comparing builds, not absolute. --runs=N loads each route N
// times and prints the median.
import { startPreview } from "./lib/server.mjs";
import { loadingSelector } from "./lib/loading.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const routes = (
  args.find((a) => !a.startsWith("--")) ?? "/,/machines,/servers/list,/proxy/list,/accounts,/campaign/list"
)
  .split(",")
  .filter(Boolean);
const runs = Number(option("runs", 3));
const login = option("as", "owner");

const server = await startPreview({ log: () => {} });
process.env.BASE_URL = server.url;
// browser.mjs reads BASE_URL when it loads.
const { launchBrowser, newContext, signIn } = await import("./lib/browser.mjs");
const browser = await launchBrowser();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const context = await newContext(browser, { baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, login);
  await page.waitForLoadState("networkidle");
  console.log(`cold loads as ${login}, median of ${runs} (ms)\n`);
  console.log(`${"route".padEnd(26)} ${"DOM ready".padStart(10)} ${"content".padStart(10)} ${"settled".padStart(10)}`);
  for (const route of routes) {
    const timings = { dom: [], content: [], settled: [] };
    for (let i = 0; i < runs; i += 1) {
      const started = Date.now();
      await page.goto(route);
      timings.dom.push(Date.now() - started);
      await page.locator("main table, main .ant-card, main .ant-list, main .ant-empty").first().waitFor();
      timings.content.push(Date.now() - started);
      await page.waitForFunction(
        (busy) => !document.querySelector(busy),
        `${loadingSelector("main")}, main .ant-skeleton`,
      );
      timings.settled.push(Date.now() - started);
    }
    const cells = [timings.dom, timings.content, timings.settled].map((t) => String(median(t)).padStart(10));
    console.log(`${route.padEnd(26)} ${cells.join(" ")}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
