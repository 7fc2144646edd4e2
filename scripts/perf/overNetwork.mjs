// The first row as a deployment shows it: the build made for a real API (VITE_API_URL set, no mock
// inside, no service worker) against `npm run api` answering after 20 ms, the latency of the bare
// app's inline data provider. The build with the built-in mock also starts a service worker and
// the mock before its first call, which no deployment does.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startApi } from "../lib/apiProcess.mjs";
import { newContext, signIn } from "../lib/browser.mjs";
import { ROOT, ensureBuild } from "../lib/server.mjs";
import { serveStatic } from "./staticServer.mjs";

/** The bare app's data provider waits this long before it answers. */
const LATENCY_MS = 20;

/** The build for `apiUrl` in .perf/dist-api, made again when its sources or its URL changed. */
function apiBuild(apiUrl) {
  const outDir = path.join(ROOT, ".perf", "dist-api");
  const urlFile = path.join(outDir, "api-url.txt");
  const sameUrl = existsSync(urlFile) && readFileSync(urlFile, "utf8") === apiUrl;
  ensureBuild({ outDir, apiUrl, force: !sameUrl, log: () => {} });
  writeFileSync(urlFile, apiUrl);
  return outDir;
}

/**
 * The API build served on `previewPort` against `npm run api` on `apiPort`, with an owner signed
 * in: `signedIn()` makes a fresh context carrying that session; `stop()` ends both servers.
 */
export async function openOverNetwork({ browser, apiPort, previewPort }) {
  const origin = `http://127.0.0.1:${previewPort}`;
  const dir = apiBuild(`http://127.0.0.1:${apiPort}/api`);
  const api = await startApi([
    `--port=${apiPort}`,
    `--latency=${LATENCY_MS}`,
    `--db=${path.join(ROOT, ".perf", "api-state.json")}`,
    "--reset",
    `--origins=${origin}`,
    "--quiet",
  ]);
  const server = await serveStatic(dir, previewPort);
  const stop = async () => {
    await server.stop();
    await api.stop();
  };
  try {
    const first = await newContext(browser, { baseURL: server.url });
    await signIn(await first.newPage(), "owner");
    const storageState = await first.storageState();
    await first.close();
    return { signedIn: () => newContext(browser, { baseURL: server.url, storageState }), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
