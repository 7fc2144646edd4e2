import { defineConfig, mergeConfig } from "vite";
import base from "./vite.config";

/**
 * `npm run mutation` only (stryker.config.json): the request layer's own unit tests, one worker.
 * Stryker runs them once per mutant, so the rest of the suite would only cost time.
 */
export default defineConfig((env) =>
  mergeConfig(
    { ...base(env), test: undefined },
    {
      test: {
        globals: true,
        environment: "jsdom",
        include: ["tests/unit/api/**/*.test.ts"],
        setupFiles: ["tests/setup.unit.ts"],
        pool: "threads",
        maxWorkers: 1,
        // As in the unit project: the files share one module graph, so a mutant's run does not
        // rebuild jsdom and the setup for every file.
        isolate: false,
        css: false,
      },
    },
  ),
);
