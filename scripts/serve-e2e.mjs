#!/usr/bin/env node
// Serves the production build the way the browser tests see it, for debugging them by hand:
//   node scripts/serve-e2e.mjs [--no-build] [--build] [--port <port>]
// Builds dist/ when it is missing or stale, starts `vite preview` (built-in mock backend) on the
// browser tests' port (E2E_PORT, 4174 by default) and prints the command that runs the tests
// against it: outside CI, playwright.config.ts uses a server already answering on its port.
// Ctrl+C stops the server.
import { ensureBuild, startPreview } from "./lib/server.mjs";

const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = portArg >= 0 ? Number(args[portArg + 1]) : Number(process.env.E2E_PORT ?? 4174);

try {
  ensureBuild({ force: args.includes("--build"), skip: args.includes("--no-build") });
  const server = await startPreview({ port });
  console.log(`\nE2E_PORT=${server.port} npx playwright test tests/e2e/<file>.spec.ts\n`);
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
