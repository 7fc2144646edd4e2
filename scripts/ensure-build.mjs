#!/usr/bin/env node
// Builds dist/ when it is missing or older than its sources (always when CI is set), before the
// browser tests serve it (playwright.config.ts runs this ahead of `vite preview`):
//   node scripts/ensure-build.mjs [--build] [--no-build]
// --build forces a build; --no-build, or E2E_NO_BUILD=1, only checks that dist/ exists.
import { ensureBuild } from "./lib/server.mjs";

const args = process.argv.slice(2);
const skip = args.includes("--no-build") || (Boolean(process.env.E2E_NO_BUILD) && process.env.E2E_NO_BUILD !== "0");

try {
  ensureBuild({ force: args.includes("--build"), skip });
} catch (e) {
  console.error(`[build] ${e.message}`);
  process.exit(1);
}
