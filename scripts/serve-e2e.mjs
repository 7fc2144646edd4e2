#!/usr/bin/env node
// Serves the production build the way the browser tests see it, for debugging them by hand:
//   node scripts/serve-e2e.mjs [--no-build] [--build] [--port 4173]
// Builds dist/ when it is missing or stale, starts `vite preview` (built-in mock backend)
// and prints the URL and the command to run the tests against it:
//   BASE_URL=<url> node --test --test-concurrency=1 tests/e2e/<file>.test.mjs
// Ctrl+C stops the server.
import { ensureBuild, startPreview } from "../tests/e2e/lib/server.mjs";

const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = portArg >= 0 ? Number(args[portArg + 1]) : undefined;

try {
  ensureBuild({ force: args.includes("--build"), skip: args.includes("--no-build") });
  const server = await startPreview({ port });
  console.log(`\nBASE_URL=${server.url} node --test --test-concurrency=1 tests/e2e/<file>.test.mjs\n`);
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.child.on("exit", (code) => process.exit(code ?? 0));
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
