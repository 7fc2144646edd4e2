#!/usr/bin/env node
// Builds dist/ (or --out-dir) when it is missing or older than its sources (always when CI is set), before the
// browser tests serve it (playwright.config.ts runs this ahead of `vite preview`):
//   node scripts/ensure-build.mjs [--build] [--no-build] [--out-dir=<dir> --api-url=<url>]
// --build forces a build; --no-build only checks that the build exists.
// --out-dir and --api-url make the build that talks to `npm run api` (VITE_API_URL) elsewhere.
// E2E_NO_BUILD=1 skips the build of dist/ only, which .ci/run makes in a step of its own.
import path from "node:path";
import { DIST, ROOT, ensureBuild } from "./lib/server.mjs";

const args = process.argv.slice(2);
const value = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = value("out-dir");
const noBuildEnv = Boolean(process.env.E2E_NO_BUILD) && process.env.E2E_NO_BUILD !== "0";
const skip = args.includes("--no-build") || (noBuildEnv && !outDir);

try {
  ensureBuild({
    force: args.includes("--build"),
    skip,
    outDir: outDir ? path.resolve(ROOT, outDir) : DIST,
    apiUrl: value("api-url"),
  });
} catch (e) {
  console.error(`[build] ${e.message}`);
  process.exit(1);
}
