/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const nodeModule = (path: string): string => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

/**
 * Aliases for the production bundle only. react-router's package exports name no "production"
 * condition, so every bundler condition resolves to its development build (91 KB minified against
 * 37 KB): point the bare import at the production build.
 */
const productionAliases = [
  { find: /^react-router$/, replacement: nodeModule("react-router/dist/production/index.mjs") },
];

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src("")}` },
      // The browser mock's cookie jar needs no public-suffix list (see the shim); tests keep it.
      ...(mode === "test" ? [] : [{ find: /^tldts$/, replacement: src("mocks/shims/tldts.ts") }]),
      // @refinedev/antd imports react-markdown and remark-gfm for MarkdownField, which nothing here
      // renders: stand-ins keep ~40 KB of gzip JS out of every signed-in page. Tests use them too,
      // so the layout's tests prove the shell renders without the real libraries.
      { find: /^react-markdown$/, replacement: src("lib/shims/reactMarkdown.tsx") },
      { find: /^remark-gfm$/, replacement: src("lib/shims/remarkGfm.ts") },
      ...(mode === "production" ? productionAliases : []),
    ],
  },
  server: { port: 5173, host: "127.0.0.1" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: { target: "es2022", chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    environment: "jsdom",
    // Two projects, one run: unit tests are pure logic and skip the setup that loads antd and the
    // mock backend (about 1.5 s per file); integration tests render against the mock.
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], setupFiles: ["tests/setup.unit.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup.ts"],
        },
      },
    ],
    testTimeout: 20000,
    pool: "threads",
    // vitest leaves one core to the main process by default; on a 2-core machine that means one
    // worker. The main process mostly waits, so two workers finish the suite much sooner.
    maxWorkers: 2,
    css: false,
    // One copy of react-router for app code and @refinedev/react-router (its CJS build would load a second).
    server: { deps: { inline: [/@refinedev\//] } },
  },
}));
