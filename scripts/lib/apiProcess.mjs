// `npm run api` as the API tests, the browser tests and perf start and stop it.
import { spawn } from "node:child_process";

const STARTED = /^\[api\] (https?:\/\/[^/\s]+)\/api /m;

/**
 * One `npm run api` process with `args` (options.ts), on a free port unless `args` names one (the
 * first --port= wins), without the campaign simulator. Resolves once it listens to { origin
 * (http://127.0.0.1:<port>), output() (its start line and access log), stop() (SIGTERM, as
 * Ctrl+C would; resolves once it has written its state and exited) }.
 */
export const startApi = (args, env = {}) => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "src/mocks/server/main.ts", ...args, "--port=0", "--no-simulator"],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const lines = [];
  let text = "";
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      text += chunk.toString("utf8");
      const parts = text.split("\n");
      text = parts.pop() ?? "";
      lines.push(...parts);
      const started = STARTED.exec(lines.join("\n"));
      if (started?.[1]) {
        resolve({
          origin: started[1],
          output: () => [...lines],
          stop: () => {
            child.kill("SIGTERM");
            return exited;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`npm run api exited (${code}) before it started:\n${lines.join("\n")}${text}`)),
    );
  });
};
