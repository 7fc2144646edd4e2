/** One `npm run api` process, as the tests and perf start and stop it. */
export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number;
  /** What /__mock calls send in X-Control-Key. */
  controlKey: string;
  /** A /__mock/<name> call with the key (POST with a JSON body unless `method` says GET). */
  control(name: string, body?: unknown, method?: "GET" | "POST"): Promise<Response>;
  /** What it printed: the start line and the access log. */
  output(): string[];
  /** SIGTERM, as Ctrl+C would; resolves once it has written its state and exited. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash; resolves once the process is gone. */
  kill(): Promise<number | null>;
}
export interface StartOptions {
  /** A prebuilt bundle of src/mocks/server/main.ts, run with plain node instead of tsx. */
  entry?: string;
  /** Receives every line the process prints. */
  logFile?: string;
}
export declare const startApi: (
  args: readonly string[],
  env?: Record<string, string>,
  options?: StartOptions,
) => Promise<ApiProcess>;
