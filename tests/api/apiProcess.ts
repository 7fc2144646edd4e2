import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One `npm run api` process on a free port, as the tests start and stop it. */
export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** What it printed: the start line and the access log. */
  output(): string[];
  /** SIGTERM, as Ctrl+C would; resolves once it has written its state and exited. */
  stop(): Promise<number | null>;
}

/** A fresh folder for a state file of its own. */
export const tempDbFile = (): string => join(mkdtempSync(join(tmpdir(), "mock-api-")), "db.json");

const STARTED = /^\[api\] (https?:\/\/[^/\s]+)\/api /m;

export const startApi = (args: readonly string[], env: Record<string, string> = {}): Promise<ApiProcess> => {
  const child: ChildProcess = spawn(
    process.execPath,
    // The first --port= wins (options.ts): a caller's own comes before the free port.
    ["--import", "tsx", "src/mocks/server/main.ts", ...args, "--port=0", "--no-simulator"],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const lines: string[] = [];
  let text = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
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
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`npm run api exited (${code}) before it started:\n${lines.join("\n")}${text}`)),
    );
  });
};

/** A client with its own cookie jar, as one browser would be (the server's cookies are HttpOnly). */
export const client = (origin: string) => {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    return response;
  };
  return {
    call,
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    /** The console's sign-in call (src/api/endpoints/auth.ts sends this body). */
    signIn: (login: string) => call("POST", "/api/auth/login", { login, password: "demo-pass", remember_me: true }),
  };
};
