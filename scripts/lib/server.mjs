// Build-and-serve helpers shared by the browser tests' web server (scripts/ensure-build.mjs), the
// performance check (scripts/perf.mjs) and the other scripts. Plain Node, no dependencies.
//
// The production build is made with `vite build` (type checking is its own CI step) and
// served with `vite preview` on a free port of 127.0.0.1.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = path.join(ROOT, "dist");
const VITE_BIN = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");

/** Inputs of the production build; dist/ is stale when any of them is newer than dist/index.html. */
const BUILD_INPUTS = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/build",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

const newestMtime = (p) => {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
};

/** Why the build in `outDir` must be (re)made, or null when it is up to date. */
function buildReason({ force = false, outDir = DIST } = {}) {
  const name = `${path.relative(ROOT, outDir)}/`;
  if (force) return "forced";
  if (process.env.CI && process.env.CI !== "false") return "CI";
  const index = path.join(outDir, "index.html");
  if (!existsSync(index)) return `${name} is missing`;
  const built = statSync(index).mtimeMs;
  const stale = BUILD_INPUTS.find((p) => newestMtime(path.join(ROOT, p)) > built);
  return stale ? `${name} is older than ${stale}` : null;
}

/**
 * Runs `vite build` into `outDir` when needed (see buildReason); `apiUrl` makes the build that
 * talks to `npm run api` (VITE_API_URL) instead of the mock inside. Throws when the build fails.
 */
export function ensureBuild({ force = false, skip = false, outDir = DIST, apiUrl, log = console.log } = {}) {
  const name = `${path.relative(ROOT, outDir)}/`;
  if (skip) {
    if (!existsSync(path.join(outDir, "index.html")))
      throw new Error(`the build is skipped but ${name}index.html is missing`);
    log(`[build] ${name} skipped (--no-build or E2E_NO_BUILD)`);
    return;
  }
  const reason = buildReason({ force, outDir });
  if (!reason) {
    log(`[build] ${name} is up to date`);
    return;
  }
  log(`[build] vite build${apiUrl ? ` for ${apiUrl}` : ""} (${reason})`);
  const started = Date.now();
  const res = spawnSync(process.execPath, [VITE_BIN, "build", "--logLevel", "warn", "--outDir", outDir], {
    cwd: ROOT,
    stdio: "inherit",
    env: apiUrl ? { ...process.env, VITE_API_URL: apiUrl } : process.env,
  });
  if (res.status !== 0) throw new Error(`vite build failed with code ${res.status ?? res.signal}`);
  log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `vite preview` on a free port (or `port`) and waits until it answers.
 * Returns { url, stop() }. The server runs in its own process group so stop() ends it
 * and anything it started.
 */
export async function startPreview({ port, timeoutMs = 30_000, log = console.log } = {}) {
  const p = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [VITE_BIN, "preview", "--host", "127.0.0.1", "--port", String(p), "--strictPort"],
    {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, BROWSER: "none" },
    },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  let exited = null;
  child.on("exit", (code, signal) => (exited = code ?? signal));

  // Never leave the server behind, even when the caller exits without stop().
  process.once("exit", () => exited === null && stopProcessGroup(child, "SIGKILL"));

  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`vite preview exited (${exited}) before answering:\n${output}`);
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      stopProcessGroup(child);
      throw new Error(`vite preview did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(250);
  }
  log(`[preview] serving dist/ on ${url} (pid ${child.pid})`);

  const stop = async () => {
    if (exited !== null) return;
    stopProcessGroup(child);
    const until = Date.now() + 5_000;
    while (exited === null && Date.now() < until) await sleep(50);
    if (exited === null) stopProcessGroup(child, "SIGKILL");
  };
  return { url, port: p, stop, child };
}

function stopProcessGroup(child, signal = "SIGTERM") {
  try {
    process.kill(-child.pid, signal); // the group of the preview server we started
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}
