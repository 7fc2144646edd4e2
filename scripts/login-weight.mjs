#!/usr/bin/env node
// node scripts/login-weight.mjs [build dir, default dist] [route, default /auth/login] [--by-file] [--as=<login>]
//
// What a page's JavaScript is made of: serves a production build (no build step here:
// `npx vite build --sourcemap [--outDir <dir>]` first), opens the route cold in Chromium, signed
// out or, with --as=<login>, signed in as that demo user (e.g. `--as=admin` for /machines), and prints every JS file it loaded with raw and gzip bytes
// (node zlib, level 6, as scripts/perf.mjs counts them), then the gzip bytes per package or
// src/ folder (--by-file: per source file). A chunk's gzip bytes are shared among its sources by their share of its minified
// bytes (read from the source map), so the per-package figures are estimates; the totals are exact.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser, newContext, signIn, signInForm, expectVisible } from "./lib/browser.mjs";
import { ROOT, freePort } from "./lib/server.mjs";

const byFile = process.argv.includes("--by-file");
/** --as=<login>: the route is opened signed in as that demo user (the session of a first context). */
const asUser = process.argv.find((a) => a.startsWith("--as="))?.slice("--as=".length);
const [dirArg = "dist", route = "/auth/login"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const dir = path.resolve(ROOT, dirArg);
if (!existsSync(path.join(dir, "index.html"))) {
  console.error(`${dir}/index.html is missing: run \`npx vite build --sourcemap\` first`);
  process.exit(1);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
};

/** Static files of the build; any other path gets index.html, as `vite preview` does. */
function serve(port) {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, "http://x").pathname);
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) file = path.join(dir, "index.html");
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const B64 = Object.fromEntries(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]),
);
/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function vlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Package (node_modules/<name> or <@scope/name>) or src/ folder of a source path. */
function owner(source) {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const file = source.slice(nm + "node_modules/".length);
    if (byFile) return file;
    const parts = file.split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf("src/");
  if (src >= 0) {
    if (byFile) return source.slice(src);
    const parts = source.slice(src).split("/");
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : source.slice(src);
  }
  return source.replace(/^(\.\.\/)+/, "");
}

/** Minified bytes of a chunk per owner, from its source map (null without one). */
function bytesByOwner(code, mapFile) {
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const lines = code.split("\n");
  const counts = new Map();
  let source = 0;
  map.mappings.split(";").forEach((line, row) => {
    const text = lines[row] ?? "";
    let column = 0;
    const segments = line ? line.split(",").map(vlq) : [];
    segments.forEach((seg, i) => {
      column += seg[0];
      if (seg.length > 1) source += seg[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : text.length;
      const who = seg.length > 1 ? owner(map.sources[source]) : "(unmapped)";
      counts.set(who, (counts.get(who) ?? 0) + Buffer.byteLength(text.slice(column, end)));
    });
  });
  return counts;
}

const port = await freePort();
const server = await serve(port);
const browser = await launchBrowser();
const loaded = new Set();
try {
  const baseURL = `http://127.0.0.1:${port}`;
  let storageState;
  if (asUser) {
    const first = await newContext(browser, { baseURL });
    await signIn(await first.newPage(), asUser);
    storageState = await first.storageState();
    await first.close();
  }
  const context = await newContext(browser, { baseURL, storageState });
  const page = await context.newPage();
  page.on("response", (res) => {
    const p = new URL(res.url()).pathname;
    if (p.endsWith(".js") && !/(mockServiceWorker|mockApiWorker)\.js$/.test(p)) loaded.add(p);
  });
  await page.goto(route);
  if (route.startsWith("/auth/")) await expectVisible(signInForm(page).login, "the sign-in form");
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(500);
  await context.close();
} finally {
  await browser.close();
  server.close();
}

let rawTotal = 0;
let gzipTotal = 0;
const owners = new Map();
console.log(`\nJS loaded on ${route} (${asUser ? `signed in as ${asUser}` : "signed out"}, cold)\n`);
for (const p of loaded) {
  const file = path.join(dir, p);
  const bytes = readFileSync(file);
  const gzip = zlib.gzipSync(bytes).length;
  rawTotal += bytes.length;
  gzipTotal += gzip;
  console.log(`  ${p.padEnd(48)} ${kb(bytes.length).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`);
  const counts = bytesByOwner(bytes.toString("utf8"), `${file}.map`) ?? new Map([["(no source map)", bytes.length]]);
  for (const [who, n] of counts) owners.set(who, (owners.get(who) ?? 0) + (n / bytes.length) * gzip);
}
console.log(`  ${"total".padEnd(48)} ${kb(rawTotal).padStart(10)} raw ${kb(gzipTotal).padStart(9)} gzip\n`);
console.log("gzip bytes by package or src/ folder (estimated: a chunk's gzip shared by minified bytes)\n");
for (const [who, n] of [...owners].sort((a, b) => b[1] - a[1]).filter(([, n]) => n >= 512))
  console.log(`  ${kb(n).padStart(9)}  ${who}`);
