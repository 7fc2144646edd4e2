#!/usr/bin/env node
// npm run test:e2e — browser tests against the production build with the built-in mock.
//
//   1. builds dist/ when it is missing or older than the sources (always when CI is set;
//      `--no-build` skips, `--build` forces),
//   2. starts `vite preview` on a free port of 127.0.0.1 and waits for it,
//   3. runs `node --test` on tests/e2e/*.test.mjs with BASE_URL set, three files at a time
//      (E2E_CONCURRENCY), then the `*.serial.test.mjs` files one at a time with nothing beside
//      them: they measure time (long tasks), which a second browser on two cores would distort
//      (extra arguments that are not flags of this script select test files, e.g.
//      `npm run test:e2e -- tests/e2e/auth.test.mjs`),
//   4. stops the server, lists the tests that passed only on a retry (E2E_RETRIES, 1 in CI),
//      and exits with the first failing pass's exit code.
// Node's test runner output is passed through untouched (CI reads its closing summary).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { FLAKY_FILE, ROOT, SESSIONS_DIR, ensureBuild, startPreview } from "./lib/server.mjs";

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const forceBuild = args.includes("--build");
const selected = args.filter((a) => !a.startsWith("--"));
// Three files at a time on two cores: a browser test waits for answers and timers between steps,
// and with two files those waits left a tenth of the CPU idle (two: 90 % busy, three: 96 %; the
// seconds vary by a quarter from run to run here, the busy share does not). With reduced motion
// (lib/browser.mjs) no click lands mid-animation.
// E2E_CONCURRENCY=1 runs one.
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 3);
const isSerial = (file) => file.endsWith(".serial.test.mjs");

const e2eDir = path.join(ROOT, "tests", "e2e");
const files = selected.length
  ? selected
  : readdirSync(e2eDir)
      .filter((f) => f.endsWith(".test.mjs"))
      .sort()
      .map((f) => path.join("tests", "e2e", f));

if (files.length === 0) {
  console.error("[e2e] no tests/e2e/*.test.mjs files found");
  process.exit(1);
}

try {
  ensureBuild({ force: forceBuild, skip: skipBuild });
} catch (e) {
  console.error(`[e2e] ${e.message}`);
  process.exit(1);
}

mkdirSync(path.join(ROOT, "test-results", "screens"), { recursive: true });
rmSync(FLAKY_FILE, { force: true });
rmSync(SESSIONS_DIR, { recursive: true, force: true });

let server;
try {
  server = await startPreview();
} catch (e) {
  console.error(`[e2e] ${e.message}`);
  process.exit(1);
}

let stopping = false;
const stopServer = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
};

let runner = null;
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    runner?.kill(sig);
    await stopServer();
    process.exit(130);
  });
}

/** One `node --test` pass over `passFiles`; resolves with its exit code. */
const pass = (passFiles, concurrency) =>
  new Promise((resolve) => {
    runner = spawn(process.execPath, ["--test", `--test-concurrency=${concurrency}`, ...passFiles], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, BASE_URL: server.url },
    });
    runner.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    runner.on("error", (e) => {
      console.error(`[e2e] could not start the test runner: ${e.message}`);
      resolve(1);
    });
  });

const together = files.filter((f) => !isSerial(f));
const alone = files.filter(isSerial);
const first = together.length ? await pass(together, CONCURRENCY) : 0;
const second = alone.length ? await pass(alone, 1) : 0;
await stopServer();
if (existsSync(FLAKY_FILE))
  console.log(`\n[e2e] tests that failed a try (see their diagnostics):\n${readFileSync(FLAKY_FILE, "utf8")}`);
process.exit(first || second);
