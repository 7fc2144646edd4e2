import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync } from "node:fs";
import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";

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

/**
 * antd's Input and Checkbox read a context from antd/es/form/context, which imports rc-field-form's
 * index for FormProvider. That index attaches Field, List and useForm to its Form component, so
 * the bundler keeps all of rc-field-form and async-validator (~13 KB gzip) wherever there is an
 * input, the sign-in page included (issue 8). The index does nothing else, so it is marked free of
 * side effects: pages that use antd's Form import from it, and they still get all of it.
 */
const rcFieldFormIndexPure: Plugin = {
  name: "rc-field-form-index-pure",
  apply: "build",
  transform: {
    filter: { id: /[\\/]node_modules[\\/]rc-field-form[\\/]es[\\/]index\.js$/ },
    handler: (code) => ({ code, moduleSideEffects: false }),
  },
};

/*
 * The test files of a folder share one module graph and one jsdom per worker (`isolate: false`):
 * loading antd, refine and the mock once per worker instead of once per file is most of the
 * suite's time. A file that replaces a module with `vi.mock` needs a fresh graph (its fake would
 * leak into later files, and a module already loaded would ignore it), so such files run isolated
 * in a `-mocked` project. They are found by reading the files: a new test that mocks lands there.
 * Files whose mocking lines are identical share one graph in a `-mocked-N` project (the same fake
 * for all of them, loaded once).
 *
 * The area folders test pages, not the shell around them: there (`-pages` projects) the signed-in
 * layout is only the routed page (tests/support/PageOnlyLayout.tsx), which halves a page test. The
 * shell keeps its own tests (layout, notifications, profile, app) and the browser suite renders it
 * on every page. A new area folder joins PAGE_ONLY_FOLDERS.
 */
const PAGE_ONLY_FOLDERS = ["apps", "keywords", "machines", "proxies", "servers", "sms", "locales", "accounts", "users", "bot-api", "campaigns"];
const PAGE_ONLY_LAYOUT = fileURLToPath(new URL("./tests/support/PageOnlyLayout.tsx", import.meta.url));

const MOCKS_A_MODULE = /\bvi\s*\.\s*(?:mock|doMock|unmock|resetModules)\s*\(/;
/** Files that mock the same modules the same way can share a graph: the lines that mock, sorted. */
const mockSignature = (file: string): string =>
  readFileSync(new URL(`./${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => MOCKS_A_MODULE.test(line))
    .map((line) => line.trim())
    .sort()
    .join("\n");
const mockingFiles = (folder: string): string[] =>
  readdirSync(fileURLToPath(new URL(`./${folder}`, import.meta.url)), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file.replaceAll("\\", "/")}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(new URL(`./${file}`, import.meta.url), "utf8")));
const projectsFor = (name: string, folder: string, setupFiles: string[]): TestProjectInlineConfiguration[] => {
  const mocking = mockingFiles(folder);
  const pageFolders = folder === "tests/integration" ? PAGE_ONLY_FOLDERS.map((area) => `${folder}/${area}/`) : [];
  const inPages = (file: string): boolean => pageFolders.some((prefix) => file.startsWith(prefix));
  const project = (suffix: string, include: string[], exclude: string[], shared: boolean, pageOnly: boolean) => ({
    extends: true as const,
    ...(pageOnly
      ? { resolve: { alias: [{ find: /^@\/components\/layout\/AppLayout$/, replacement: PAGE_ONLY_LAYOUT }] } }
      : {}),
    test: {
      name: `${name}${suffix}`,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      setupFiles,
      isolate: !shared,
    },
  });
  const pageGlobs = pageFolders.map((prefix) => `${prefix}**/*.test.{ts,tsx}`);
  const all = [`${folder}/**/*.test.{ts,tsx}`];
  const mockedPages = mocking.filter(inPages);
  const mockedRest = mocking.filter((file) => !inPages(file));
  const groups = new Map<string, string[]>();
  for (const file of mockedRest) groups.set(mockSignature(file), [...(groups.get(mockSignature(file)) ?? []), file]);
  const shared = [...groups.values()].filter((files) => files.length > 1);
  const alone = [...groups.values()].filter((files) => files.length === 1).flat();
  return [
    project("", all, [...mocking, ...pageFolders.map((prefix) => `${prefix}**`)], true, false),
    project("-mocked", alone, [], false, false),
    ...shared.map((files, index) => project(`-mocked-${index + 1}`, files, [], true, false)),
    project("-pages", pageGlobs, mocking, true, true),
    project("-pages-mocked", mockedPages, [], false, true),
  ].filter((p) => p.test.include.length > 0);
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), rcFieldFormIndexPure],
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
    // One run: unit tests are pure logic and skip the setup that loads antd and the mock backend;
    // integration tests render against the mock. Each folder runs without per-file isolation, except
    // its files that mock a module, and the area folders render pages without the shell (see
    // projectsFor above): `unit`, `integration`, `integration-pages` and their `-mocked` twins.
    projects: [
      // Pure logic: no antd, no mock backend (tests/setup.unit.ts resets the stores after each test).
      ...projectsFor("unit", "tests/unit", ["tests/setup.unit.ts"]),
      // Pages and providers against the mock (tests/setup.ts starts it and resets it after each test).
      ...projectsFor("integration", "tests/integration", ["tests/setup.ts"]),
    ],
    testTimeout: 20000,
    pool: "threads",
    // vitest leaves one core to the main process by default; on a 2-core machine that means one
    // worker. The main process mostly waits, and so does a page test while its timers run out: a
    // third worker fills those waits (the suite took 218 s with three, 242 s with two).
    maxWorkers: 3,
    css: false,
    // One copy of react-router for app code and @refinedev/react-router (its CJS build would load a second).
    server: { deps: { inline: [/@refinedev\//] } },
  },
}));
