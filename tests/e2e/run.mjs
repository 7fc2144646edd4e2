#!/usr/bin/env node
// npm run test:e2e — browser tests against the production build with the built-in mock.
//
//   1. builds dist/ when it is missing or older than the sources (always when CI is set;
//      `--no-build` skips, `--build` forces),
//   2. starts `vite preview` on a free port of 127.0.0.1 and waits for it,
//   3. runs `node --test --test-concurrency=1 tests/e2e/*.test.mjs` with BASE_URL set
//      (extra arguments that are not flags of this script select test files, e.g.
//      `npm run test:e2e -- tests/e2e/auth.test.mjs`),
//   4. stops the server and exits with the test runner's exit code.
// Node's test runner output is passed through untouched (CI reads its closing summary).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, ensureBuild, startPreview } from "./lib/server.mjs";

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const forceBuild = args.includes("--build");
const selected = args.filter((a) => !a.startsWith("--"));
// One file at a time by default: on two cores, two Chromiums running axe and antd's animations
// slow each other until clicks land mid-animation. E2E_CONCURRENCY=2 trades that for speed.
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 1);

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

const runner = spawn(process.execPath, ["--test", `--test-concurrency=${CONCURRENCY}`, ...files], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, BASE_URL: server.url },
});

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    runner.kill(sig);
    await stopServer();
    process.exit(130);
  });
}

const code = await new Promise((resolve) => {
  runner.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  runner.on("error", (e) => {
    console.error(`[e2e] could not start the test runner: ${e.message}`);
    resolve(1);
  });
});
await stopServer();
process.exit(code);
