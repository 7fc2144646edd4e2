import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";
import { startApi, type ApiProcess } from "../../scripts/lib/apiProcess.mjs";
import { SHARED_ORIGINS, type SharedServer } from "./sharedServer";

declare module "vitest" {
  export interface ProvidedContext {
    apiBundle: string;
    apiServers: SharedServer[];
  }
}

const BUNDLE = "node_modules/.cache/api-server/main.mjs";

/**
 * Compiling the server's ~300 modules with tsx took most of each of the ten starts of the api tests
 * (8-12 s on a busy 2-core machine, 2 s with one prebuilt file). The bundle is built once per run,
 * and one server per test worker is started here for the files that only read or reset its state:
 * a worker runs its files one after another, so no two files meet on one server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await build({
    entryPoints: ["src/mocks/server/main.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: BUNDLE,
    alias: { "@": "./src" },
    // Bundled CommonJS packages (ws, msw's cookie store) call require.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: "warning",
  });
  const workers = Number(project.vitest.config.maxWorkers) || 1;
  const started: { api: ApiProcess; logFile: string }[] = await Promise.all(
    Array.from({ length: workers }, async () => {
      const folder = mkdtempSync(join(tmpdir(), "mock-api-shared-"));
      const logFile = join(folder, "output.log");
      const args = [`--db=${join(folder, "db.json")}`, `--origins=${SHARED_ORIGINS}`];
      return { api: await startApi(args, {}, { entry: BUNDLE, logFile }), logFile };
    }),
  );
  project.provide("apiBundle", BUNDLE);
  project.provide(
    "apiServers",
    started.map(({ api, logFile }) => ({ origin: api.origin, pid: api.pid, controlKey: api.controlKey, logFile })),
  );
  return async () => {
    await Promise.all(started.map(({ api }) => api.stop()));
  };
}
