/** One `npm run api` process, as the tests and perf start and stop it. */
export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** What it printed: the start line and the access log. */
  output(): string[];
  /** SIGTERM, as Ctrl+C would; resolves once it has written its state and exited. */
  stop(): Promise<number | null>;
}
export declare const startApi: (args: readonly string[], env?: Record<string, string>) => Promise<ApiProcess>;
