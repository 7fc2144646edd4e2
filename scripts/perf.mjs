#!/usr/bin/env node
// npm run perf [-- --no-build]
//
// Loads the production build (with the built-in mock) in Chromium and records every JS and
// CSS response for
//   (a) /auth/login, cold, signed out;
//   (b) /, cold, for a signed-in owner (the session of a first context is carried into a
//       fresh one, so nothing is served from the HTTP cache).
// Sizes are taken from the files in dist/ (vite preview may not compress): raw bytes and
// gzip bytes computed with node's zlib (default level 6, what web servers commonly use).
//
// It FAILS (exit 1) when
//   - /auth/login loads more than 300 KB (300 * 1024 bytes) of gzip JS, or
//   - a chunk with chart-library code (@ant-design/plots, which bundles @antv/g2 and the
//     @antv/g renderer) is loaded on either page: charts belong in lazy chunks.
// Chart code is recognised by strings that survive minification, one per library layer:
//   "G2_CHART_KEY"                          @antv/g2 (the Chart class' key)
//   "g2-tooltip"                            @antv/g2 (tooltip class name)
//   "[g]: Invalid SVG Path definition"      @antv/g-lite (renderer)
//   "It is illegal to free an event not managed"   @antv/g-lite (event system)
// The script also lists which dist/ chunks carry them, so a stale signature shows up as
// "no chart chunk found" while src/ imports @ant-design/plots.
//
// The chunk of the built-in mock backend (msw, recognised by its "[MSW]" log prefix) is marked
// and its share printed. The budget counts every byte Chromium loads, the mock included; the
// mock starts on the first API call, so a signed-out /auth/login should not load it at all.
//
// It also prints API requests made twice (same method and URL) during the initial load of /.
// A JSON report is written to .perf/report.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser, newContext, signIn, expectVisible, layout, signInForm } from "../tests/e2e/lib/browser.mjs";
import { DIST, ROOT, ensureBuild, startPreview } from "../tests/e2e/lib/server.mjs";

const LOGIN_JS_GZIP_BUDGET = 300 * 1024;
/** msw's log prefix: marks the chunk of the built-in mock backend (reported and counted). */
const MOCK_SIGNATURE = "[MSW]";
const CHART_SIGNATURES = [
  "G2_CHART_KEY",
  "g2-tooltip",
  "[g]: Invalid SVG Path definition",
  "It is illegal to free an event not managed",
];

const args = process.argv.slice(2);
const noBuild = args.includes("--no-build");

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const fileCache = new Map();

/** Raw bytes, gzip bytes and chart-code flag of a dist file (by URL path), or null. */
function distFile(urlPath) {
  if (fileCache.has(urlPath)) return fileCache.get(urlPath);
  const file = path.join(DIST, decodeURIComponent(urlPath));
  let info = null;
  if (file.startsWith(DIST) && existsSync(file) && statSync(file).isFile()) {
    const bytes = readFileSync(file);
    const text = bytes.toString("utf8");
    info = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes).length,
      chart: CHART_SIGNATURES.filter((s) => text.includes(s)),
      mock: text.includes(MOCK_SIGNATURE),
    };
  }
  fileCache.set(urlPath, info);
  return info;
}

const kindOf = (urlPath, resourceType) => {
  if (/\.(m?js)$/.test(urlPath) || resourceType === "script") return "js";
  if (/\.css$/.test(urlPath) || resourceType === "stylesheet") return "css";
  return null;
};

/** Records responses and requests of a page until stop() is called. */
function record(page) {
  const responses = [];
  const requests = [];
  const onResponse = (res) => {
    const req = res.request();
    responses.push({ url: res.url(), status: res.status(), type: req.resourceType(), fromSW: res.fromServiceWorker() });
  };
  const onRequest = (req) => requests.push({ method: req.method(), url: req.url(), type: req.resourceType() });
  page.on("response", onResponse);
  page.on("request", onRequest);
  return {
    stop() {
      page.off("response", onResponse);
      page.off("request", onRequest);
      return { responses, requests };
    },
  };
}

async function settle(page) {
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => {});
  await page.waitForTimeout(1_000);
}

/** Summarises the JS and CSS of one page load. */
function summarise(name, { responses, requests }, baseUrl) {
  const assets = new Map();
  let assetRequests = 0;
  for (const r of responses) {
    if (!r.url.startsWith(baseUrl)) continue;
    const urlPath = new URL(r.url).pathname;
    const kind = kindOf(urlPath, r.type);
    if (!kind) continue;
    assetRequests++;
    if (!assets.has(urlPath))
      assets.set(urlPath, {
        path: urlPath,
        kind,
        status: r.status,
        ...(distFile(urlPath) ?? { raw: 0, gzip: 0, chart: [], mock: false, missing: true }),
      });
  }
  const list = [...assets.values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (kind, field) => list.filter((a) => a.kind === kind).reduce((n, a) => n + a[field], 0);
  return {
    page: name,
    jsRaw: sum("js", "raw"),
    jsGzip: sum("js", "gzip"),
    cssRaw: sum("css", "raw"),
    cssGzip: sum("css", "gzip"),
    mockJsGzip: list.filter((a) => a.kind === "js" && a.mock).reduce((n, a) => n + a.gzip, 0),
    assetRequests,
    allRequests: requests.length,
    assets: list,
  };
}

/** Same method + URL requested more than once (fetch/XHR: the API and translation files). */
function duplicates(requests) {
  const counts = new Map();
  for (const r of requests) {
    if (r.type !== "fetch" && r.type !== "xhr") continue;
    const key = `${r.method} ${r.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].filter(([, n]) => n > 1).map(([request, count]) => ({ request, count }));
}

function printTable(rows) {
  const header = ["page", "JS raw", "JS gzip", "CSS raw", "CSS gzip", "JS+CSS requests", "all requests"];
  const body = rows.map((r) => [
    r.page,
    kb(r.jsRaw),
    kb(r.jsGzip),
    kb(r.cssRaw),
    kb(r.cssGzip),
    String(r.assetRequests),
    String(r.allRequests),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

function chartChunksInDist() {
  const dir = path.join(DIST, "assets");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => (distFile(`/assets/${f}`)?.chart.length ?? 0) > 0);
}

function srcImportsPlots(dir = path.join(ROOT, "src")) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (srcImportsPlots(p)) return true;
    } else if (/\.(tsx?|jsx?)$/.test(entry.name) && readFileSync(p, "utf8").includes("@ant-design/plots")) {
      return true;
    }
  }
  return false;
}

async function main() {
  ensureBuild({ force: !noBuild, skip: noBuild });
  const server = await startPreview();
  const browser = await launchBrowser();
  const failures = [];
  const results = [];
  let dupes = [];
  try {
    // (a) /auth/login, cold.
    {
      const context = await newContext(browser, { baseURL: server.url });
      const page = await context.newPage();
      const rec = record(page);
      await page.goto("/auth/login");
      await expectVisible(signInForm(page).login, "the sign-in form");
      await settle(page);
      results.push(summarise("/auth/login", rec.stop(), server.url));
      await context.close();
    }
    // (b) / for a signed-in owner, cold: sign in in one context, load / in a fresh one
    // that carries over its cookies and local storage. A failure here still reports (a).
    try {
      const first = await newContext(browser, { baseURL: server.url });
      const signInPage = await first.newPage();
      await signIn(signInPage, "owner");
      await expectVisible(layout(signInPage).sider, "the layout after signing in");
      await settle(signInPage);
      const state = await first.storageState();
      await first.close();

      const context = await newContext(browser, { baseURL: server.url, storageState: state });
      const page = await context.newPage();
      const rec = record(page);
      await page.goto("/");
      await settle(page);
      const at = new URL(page.url()).pathname;
      const recorded = rec.stop();
      if (at !== "/")
        failures.push(
          `a fresh load of / for the signed-in owner ended at ${at}, not / (session not kept across a reload?)`,
        );
      else await expectVisible(layout(page).sider, "the layout on /");
      results.push(summarise("/ (owner)", recorded, server.url));
      dupes = duplicates(recorded.requests);
      await context.close();
    } catch (e) {
      failures.push(`could not measure / as owner: ${e.message.split("\n")[0]}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log("\nJS and CSS per page (bytes of the dist/ files; gzip = node zlib, level 6)\n");
  printTable(results);

  for (const r of results) {
    console.log(`\nChunks loaded on ${r.page}:`);
    for (const a of r.assets) {
      const flags = [
        a.missing ? "NOT IN dist/" : "",
        a.mock ? "(mock backend)" : "",
        a.chart.length ? `CHART CODE (${a.chart.join(", ")})` : "",
      ]
        .filter(Boolean)
        .join(" ");
      console.log(
        `  ${a.kind.padEnd(3)} ${a.path.padEnd(48)} ${kb(a.raw).padStart(10)} raw ${kb(a.gzip).padStart(9)} gzip ${flags}`,
      );
      if (a.chart.length) failures.push(`${r.page} loads chart code in ${a.path} (${a.chart.join(", ")})`);
    }
  }

  console.log("");
  for (const r of results) {
    if (r.mockJsGzip > 0) {
      console.log(
        `${r.page}: ${kb(r.mockJsGzip)} of the gzip JS is the built-in mock backend (msw); without it ${kb(r.jsGzip - r.mockJsGzip)}`,
      );
    }
  }

  const login = results.find((r) => r.page === "/auth/login");
  const loginJs = login ? login.jsGzip : 0;
  if (login && loginJs > LOGIN_JS_GZIP_BUDGET) {
    failures.push(`/auth/login loads ${kb(loginJs)} of gzip JS; the budget is ${kb(LOGIN_JS_GZIP_BUDGET)}`);
  }

  const charts = chartChunksInDist();
  console.log(`\nChunks in dist/ with chart code: ${charts.length ? charts.join(", ") : "none"}`);
  if (charts.length === 0 && srcImportsPlots()) {
    console.log(
      "  warning: src/ imports @ant-design/plots but no chunk matches the chart signatures; update CHART_SIGNATURES in scripts/perf.mjs",
    );
  }

  console.log(`\nDuplicate requests during the initial load of / (same method and URL):`);
  if (dupes.length === 0) console.log("  none");
  for (const d of dupes) console.log(`  ${d.count}x ${d.request}`);

  mkdirSync(path.join(ROOT, ".perf"), { recursive: true });
  writeFileSync(
    path.join(ROOT, ".perf", "report.json"),
    JSON.stringify(
      { budgetLoginJsGzip: LOGIN_JS_GZIP_BUDGET, results, duplicates: dupes, chartChunks: charts, failures },
      null,
      2,
    ),
  );

  if (failures.length) {
    console.log("\nFAIL");
    for (const f of failures) console.log(`  - ${f}`);
    process.exit(1);
  }
  console.log(
    `\nOK: /auth/login gzip JS ${kb(loginJs)}, all of it counted (budget ${kb(LOGIN_JS_GZIP_BUDGET)}); no chart code on /auth/login or /`,
  );
}

main().catch((e) => {
  console.error(`perf: ${e.stack ?? e.message}`);
  process.exit(1);
});
