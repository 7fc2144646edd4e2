import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { ApiProcess } from "./apiProcess";

/** The console's origin as the api tests send it; the shared servers take changes from it alone. */
export const SHARED_ORIGINS = "http://127.0.0.1:4173";

/** One server globalSetup.ts started, as a test worker reaches it. */
export interface SharedServer {
  origin: string;
  pid: number;
  controlKey: string;
  /** Where the server's start line and access log go. */
  logFile: string;
}

const linesOf = (file: string): string[] => readFileSync(file, "utf8").split("\n").filter(Boolean);

/**
 * This worker's server, reset to the seed with its faults cleared: the file before may have changed
 * anything. `output()` holds its start lines and what it printed since (another process writes the
 * log: poll for a line), and `stop()` leaves it running for the next file.
 */
export const sharedApi = async (): Promise<ApiProcess> => {
  const servers = inject("apiServers");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error("globalSetup.ts started no API server");
  const control: ApiProcess["control"] = (name, body = {}, method = "POST") =>
    fetch(`${server.origin}/__mock/${name}`, {
      method,
      headers: { "content-type": "application/json", "x-control-key": server.controlKey },
      body: method === "GET" ? undefined : JSON.stringify(body),
    });
  const reset = await control("reset");
  if (reset.status !== 200) throw new Error(`the shared server refused a reset (${reset.status})`);
  const from = linesOf(server.logFile).length;
  const refuse = (): Promise<number | null> => Promise.reject(new Error("the shared server outlives the file"));
  return {
    origin: server.origin,
    pid: server.pid,
    controlKey: server.controlKey,
    control,
    output: () => {
      const lines = linesOf(server.logFile);
      return [...lines.slice(0, from).filter((line) => line.startsWith("[api] ")), ...lines.slice(from)];
    },
    stop: () => Promise.resolve(null),
    kill: refuse,
  };
};
