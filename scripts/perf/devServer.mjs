// A cold `npm run dev`: vite's dev server started with the script's own flags and
// `--force` (dependencies pre-bundled anew, as with an empty cache), and the sign-in page opened in
// a fresh browser context (nothing in its HTTP cache). Measured from the server's start to a usable
// sign-in form: the login field shown and enabled, typed into and read back.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The flags of package.json's `dev` script (`vite --experimental-bundle` → that flag). */
const devScriptFlags = (root) => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const [command, ...flags] = scripts.dev.trim().split(/\s+/);
  if (command !== "vite") throw new Error(`the dev script is not vite's: ${scripts.dev}`);
  return flags;
};
import { launchBrowser, newContext, signInForm } from "../lib/browser.mjs";

export async function measureColdDev({ root, port }) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules", "vite", "bin", "vite.js"),
      ...devScriptFlags(root),
      "--force",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
    { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, BROWSER: "none" } },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.once("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`vite exited (${child.exitCode}):\n${output}`);
      if (Date.now() - started > 60_000) throw new Error(`vite did not answer in 60 s:\n${output}`);
      try {
        if ((await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) })).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const serverUpMs = Date.now() - started;
    const context = await newContext(browser, { baseURL: url });
    const page = await context.newPage();
    let requests = 0;
    page.on("request", () => (requests += 1));
    await page.goto("/auth/login", { timeout: 60_000 });
    const login = signInForm(page).login;
    await login.waitFor({ timeout: 60_000 });
    await login.fill("owner", { timeout: 60_000 });
    await page.waitForFunction(
      () => (document.activeElement instanceof HTMLInputElement ? document.activeElement.value : "") === "owner",
    );
    const usableMs = Date.now() - started;
    const requestsAtUsable = requests;
    await context.close();
    return { serverUpMs, usableMs, requests: requestsAtUsable };
  } finally {
    await browser.close();
    stop();
  }
}
