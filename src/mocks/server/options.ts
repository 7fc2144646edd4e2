import { randomBytes } from "node:crypto";

/** `npm run api`'s arguments and environment (README "A shared API server"). */
export interface ServerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Allowed to call with credentials (CORS) and to open the socket. */
  origins: readonly string[];
  /** null keeps the state in memory only. */
  dbFile: string | null;
  reset: boolean;
  /** In ms; the fault controls can change it. */
  latencyMs: number;
  /** null is quiet. */
  log: ((line: string) => void) | null;
  /** PEM key and certificate: serve https/wss, and cookies become Secure. */
  tls: { key: string; cert: string } | null;
  /** null turns the `/__mock` controls off. */
  controlKey: string | null;
}

const DEFAULT_PORT = 8787;
const DEFAULT_DB_FILE = ".mock-api/db.json";
/** The dev server's and the preview's origins (vite.config.ts), by address and by name. */
const DEFAULT_ORIGINS: readonly string[] = [5173, 4173].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

const flag = (args: readonly string[], name: string): string | undefined => {
  const prefix = `--${name}=`;
  return args.find((a) => a.startsWith(prefix))?.slice(prefix.length);
};

const number = (text: string | undefined, fallback: number, what: string): number => {
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${what} must be a whole number, got "${text}"`);
  return value;
};

/** A shorter key could be guessed by a page trying keys. */
const MIN_CONTROL_KEY = 16;

const controlKeyOf = (given: string | undefined): string => {
  if (given === undefined || given === "") return randomBytes(18).toString("base64url");
  if (given.length < MIN_CONTROL_KEY)
    throw new Error(`API_CONTROL_KEY must have at least ${MIN_CONTROL_KEY} characters`);
  return given;
};

const listOf = (text: string | undefined): string[] | undefined =>
  text
    ?.split(",")
    .map((part) => part.trim().replace(/\/$/, ""))
    .filter(Boolean);

export const parseOptions = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  readText: (path: string) => string,
): ServerOptions => {
  const keyFile = env.API_TLS_KEY;
  const certFile = env.API_TLS_CERT;
  if (Boolean(keyFile) !== Boolean(certFile)) throw new Error("API_TLS_KEY and API_TLS_CERT go together");
  return {
    host: flag(args, "host") ?? env.API_HOST ?? "127.0.0.1",
    port: number(flag(args, "port") ?? env.API_PORT, DEFAULT_PORT, "The port"),
    origins: listOf(flag(args, "origins") ?? env.API_ORIGINS) ?? DEFAULT_ORIGINS,
    dbFile: flag(args, "db") ?? env.API_DB_FILE ?? DEFAULT_DB_FILE,
    reset: args.includes("--reset"),
    latencyMs: number(flag(args, "latency") ?? env.API_LATENCY, 0, "The latency"),
    log: args.includes("--quiet") ? null : (line) => process.stdout.write(`${line}\n`),
    tls: keyFile && certFile ? { key: readText(keyFile), cert: readText(certFile) } : null,
    controlKey: args.includes("--no-control") ? null : controlKeyOf(env.API_CONTROL_KEY),
  };
};
