export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const CONTEXT_DEFAULTS: {
  viewport: { width: number; height: number };
  locale: string;
  colorScheme: "light";
  reducedMotion: "reduce";
  serviceWorkers: "allow";
  extraHTTPHeaders: Record<string, string>;
};
