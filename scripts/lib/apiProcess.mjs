// `npm run api` as the API tests, the browser tests and perf start and stop it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";

const STARTED = /^\[api\] (https?:\/\/[^/\s]+)\/api /m;

/**
 * One `npm run api` process with `args` (options.ts), on a free port unless `args` names one (the
 * first --port= wins), without the campaign simulator, with a control key of its own (or
 * env.API_CONTROL_KEY). Resolves once it listens to { origin (http://127.0.0.1:<port>), pid,
 * controlKey, control(name, body) (a /__mock call with the key), output() (its start line and
 * access log), stop() (SIGTERM, as Ctrl+C would; resolves once it has written its state and
 * exited), kill() (SIGKILL, a crash; resolves once it is gone) }.
 * `entry` runs a prebuilt bundle of main.ts with plain node (tsx's compiling took most of a start);
 * `logFile` gets every line it prints, for readers in other processes.
 */
export const startApi = (args, env = {}, { entry, logFile } = {}) => {
  const controlKey = env.API_CONTROL_KEY ?? randomBytes(18).toString("base64url");
  const child = spawn(
    process.execPath,
    [...(entry ? [entry] : ["--import", "tsx", "src/mocks/server/main.ts"]), ...args, "--port=0", "--no-simulator"],
    { env: { ...process.env, ...env, API_CONTROL_KEY: controlKey }, stdio: ["ignore", "pipe", "pipe"] },
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
      if (logFile && parts.length > 0) appendFileSync(logFile, `${parts.join("\n")}\n`);
      const started = STARTED.exec(lines.join("\n"));
      if (started?.[1]) {
        const origin = started[1];
        resolve({
          origin,
          pid: child.pid,
          controlKey,
          control: (name, body = {}, method = "POST") =>
            fetch(`${origin}/__mock/${name}`, {
              method,
              headers: { "content-type": "application/json", "x-control-key": controlKey },
              body: method === "GET" ? undefined : JSON.stringify(body),
            }),
          output: () => [...lines],
          stop: () => {
            child.kill("SIGTERM");
            return exited;
          },
          kill: () => {
            child.kill("SIGKILL");
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
