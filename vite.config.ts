import { defineConfig, type Plugin, type Rolldown } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { planChunks } from "./scripts/build/chunkPlan.mjs";

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
 * input, the sign-in page included. The index does nothing else, so it is marked free of
 * side effects: pages that use antd's Form import from it, and they still get all of it.
 *
 * papaparse likewise: @refinedev/core imports it for useImport and useExport, which nothing here
 * calls, and its UMD wrapper reads as a side effect, so it sat in the request layer's chunk of every
 * signed-in page (7 KB gzip). Marked pure, and in a chunk of its own (the bundler put it with the
 * request layer, which every user of it imports), it loads with the console's file dialogs and
 * export, which read and write CSV through it.
 *
 * error-stack-parser (with stackframe) likewise: refine's devtools read the call stack with it in
 * development only; in a production build nothing calls it, but its UMD wrapper kept it (2 KB gzip).
 */
const PURE_MODULES = [
  /[\\/]node_modules[\\/]rc-field-form[\\/]es[\\/]index\.js$/,
  /[\\/]node_modules[\\/]papaparse[\\/]papaparse(\.min)?\.js$/,
  /[\\/]node_modules[\\/](error-stack-parser|stackframe)[\\/]/,
];
const pureModules: Plugin = {
  name: "pure-modules",
  apply: "build",
  transform: {
    filter: { id: PURE_MODULES },
    handler: (code) => ({ code, moduleSideEffects: false }),
  },
};

/**
 * Modules of a dependency replaced where one of its own files imports them (see each shim):
 * antd's Table header filter dropdown (the console filters above its tables) and radio selection
 * (its tables select with checkboxes), and axios' fetch adapter (never chosen in a browser).
 */
const STAND_INS = [
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: "./FilterDropdown",
    shim: "lib/shims/tableFilterDropdown.tsx",
  },
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: "../../radio",
    shim: "lib/shims/tableSelectionRadio.ts",
  },
  {
    importer: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: "./fetch.js",
    shim: "lib/shims/axiosFetchAdapter.ts",
  },
];
const standIns: Plugin = {
  name: "stand-ins",
  enforce: "pre",
  resolveId(source, importer) {
    const standIn = STAND_INS.find((s) => s.source === source && importer && s.importer.test(importer));
    return standIn ? src(standIn.shim) : null;
  },
};

/**
 * Rolldown's automatic chunking split the code the lazy routes share into ~120 chunks under 4 KB
 * (icons, API types and endpoints, form helpers): a cold load of a list page made 140 script
 * requests. Three groups, without adding to what any page loads:
 *  - `boot`: all the entry imports statically, which every page loads anyway, as one file;
 *  - `icons`: the icons the lazy pages use (16 KB of gzip; the signed-in shell needs most of
 *    them), except the two of the sign-in page's password field, which would bring the rest along;
 *  - `api`: the request layer (src/api with axios and the query cache), which every signed-in
 *    page needs and the sign-in page does not.
 * The sign-in page went from 40 scripts to 10 and from 194 to 186 KB of gzip JS, /machines from
 * 129 to 63 and from 676 to 652 KB (`npm run perf` prints both, and fails when the sign-in page
 * grows: a group that also took the form helpers pulled 250 KB into it). Each request costs the
 * browser, its network process and the server work of their own: with the first two groups a
 * cold load of /servers/list took 3.6 CPU-seconds against 4.1, and the browser suite 600 against 710.
 */
/**
 * The chart pages draw lines, columns and pies. @ant-design/plots builds its Chart class
 * from G2's standard library and its own extension marks: every mark, transform and interaction
 * G2 has, with d3-geo, d3-force and d3-hierarchy (~60 KB of gzip nothing here draws). It is built
 * from src/lib/chartLibrary.ts instead. G2's own index builds a second Chart from the standard
 * library as it loads, which nothing uses: marked pure, the bundler drops it with what it imports.
 */
const PLOTS_CHART = /[\\/]node_modules[\\/]@ant-design[\\/]plots[\\/]es[\\/]core[\\/]base[\\/]chart\.js$/;
const G2_INDEX = /[\\/]node_modules[\\/]@antv[\\/]g2[\\/]esm[\\/]index\.js$/;
/**
 * The plots drawn (src/pages/statistic/StatChart.tsx, the keyword history; ESLint allows only
 * these from @ant-design/plots). Its chart components look their plot up by name in one table of
 * all thirty, so every adaptor was bundled: the table keeps these (-6 KB gzip).
 */
const PLOT_KINDS = ["Base", "Line", "Column", "Pie"];
const PLOTS_CORE = /[\\/]node_modules[\\/]@ant-design[\\/]plots[\\/]es[\\/]core[\\/]index\.js$/;
const PLOTS_TABLE = /export var Plots = \{[^}]*\};/;
const chartsOwnLibrary: Plugin = {
  name: "charts-own-library",
  transform: {
    filter: { id: [PLOTS_CHART, G2_INDEX, PLOTS_CORE] },
    handler: (code, id) => {
      if (PLOTS_CORE.test(id)) {
        if (!PLOTS_TABLE.test(code))
          throw new Error(`charts-own-library: ${id} no longer reads as expected; update vite.config.ts`);
        return { code: code.replace(PLOTS_TABLE, `export var Plots = { ${PLOT_KINDS.join(", ")} };`) };
      }
      const rewritten = PLOTS_CHART.test(id)
        ? [
            "import { Runtime, extend } from '@antv/g2';",
            `import { chartLibrary } from ${JSON.stringify(src("lib/chartLibrary.ts"))};`,
            "export var Chart = extend(Runtime, chartLibrary());",
          ].join("\n")
        : code.replace(
            "const library = Object.assign({}, stdlib());\nexport const Chart = extend(Runtime, library);",
            "export const Chart = /* @__PURE__ */ extend(Runtime, /* @__PURE__ */ Object.assign({}, stdlib()));",
          );
      // A new version of either package may build its Chart differently: fail rather than ship it whole.
      if (
        PLOTS_CHART.test(id)
          ? !/extend\(Runtime, __assign\(__assign\(\{\}, stdlib\(\)\), plotlib\(\)\)\)/.test(code)
          : rewritten === code
      )
        throw new Error(`charts-own-library: ${id} no longer reads as expected; update vite.config.ts`);
      return { code: rewritten };
    },
  },
};

/**
 * Two more groups, planned from a first build: the signed-in shell in one file and the
 * code the list pages share in another. Rolldown's automatic chunking gave a cold /machines 77
 * files, most of them a few hundred bytes shared by some set of lazy pages; gzip compresses each
 * file alone and every file costs the browser a request. A first build without these groups
 * (write: false) tells which chunks each page loads; then
 *  - `shell`: the chunks every signed-in page loads (SignedInRoutes, SignedInLayout and RoleGuard
 *    with what they import), except those that a page outside the signed-in area, or the mock,
 *    may load too: the sign-in page would then load the whole shell;
 *  - `lists`: the chunks the declared list view imports (the table, its widgets), likewise.
 * The groups take exactly those modules (no dependencies pulled in): a module they leave out
 * stays in the chunk rolldown gives it, which imports nothing from the groups, so no chunk cycle.
 * /machines went from 77 files and 511 KB of gzip JS to 21 and 484 KB (`npm run perf`).
 */
const SIGNED_IN_ROOTS = ["routing/SignedInRoutes.tsx", "routing/SignedInLayout.tsx", "routing/RoleGuard.tsx"].map(src);
const LIST_ROOT = src("resources/views/DeclaredList.tsx");
const FIRST_PASS = "CHUNK_PLAN_FIRST_PASS";
const planned = { shell: new Set<string>(), lists: new Set<string>() };

const chunkPlan: Plugin = {
  name: "chunk-plan",
  apply: "build",
  async config(_, { mode }) {
    if (process.env[FIRST_PASS]) return;
    process.env[FIRST_PASS] = "1";
    try {
      const { build } = await import("vite");
      const first = await build({
        configFile: fileURLToPath(import.meta.url),
        mode,
        logLevel: "silent",
        // The chunk graph is the same unminified (dist/ came out file for file the same): no minifying.
        build: { write: false, sourcemap: false, minify: false },
      });
      const outputs = (Array.isArray(first) ? first : [first]).flatMap((o) => ("output" in o ? o.output : []));
      const chunks = outputs.filter((o): o is Rolldown.OutputChunk => o.type === "chunk");
      const namedGroups = chunkGroups.map((g) => g.name).filter((n) => n !== "shell" && n !== "lists");
      Object.assign(planned, planChunks(chunks, { signedIn: SIGNED_IN_ROOTS, list: LIST_ROOT, namedGroups }));
    } finally {
      delete process.env[FIRST_PASS];
    }
  },
};

/**
 * The built-in mock's service worker scripts live in public/, which vite copies into every build.
 * A build for a real API (VITE_API_URL) never registers them: it leaves them out, as it leaves out
 * the mock's chunk.
 */
const MOCK_WORKER_FILES = ["mockServiceWorker.js", "mockApiWorker.js"];
const noMockInApiBuild = (): Plugin => {
  let apiBuildOutDir: string | undefined;
  return {
    name: "no-mock-in-api-build",
    apply: "build",
    configResolved(config) {
      apiBuildOutDir = config.env.VITE_API_URL ? path.resolve(config.root, config.build.outDir) : undefined;
    },
    closeBundle() {
      // The chunk plan's first pass writes nothing, and has not the command line's --outDir.
      if (!apiBuildOutDir || process.env[FIRST_PASS]) return;
      for (const file of MOCK_WORKER_FILES) rmSync(path.join(apiBuildOutDir, file), { force: true });
    },
  };
};

/**
 * antd's styles for the signed-in shell and the list pages, made at build time. antd
 * writes every component's CSS in the browser as the component first renders: on a cold /machines
 * 350 KB of CSS in 44 style tags, ~90 ms of the main thread before the first row. The build renders
 * those components once per theme variant (scripts/build/antdStyles.tsx, in node with antd's
 * production build, so the hashes match) into one file each, with the cache map antd's CSS-in-JS
 * reads: it then skips every style the file holds. `virtual:antd-styles` gives the files' URLs by
 * variant (none in development and tests: antd writes the styles there as before);
 * src/theme/antdStyles.ts loads the one for the stored theme before the first render.
 */
const ANTD_STYLES = "virtual:antd-styles";
const antdStyles = (): Plugin => {
  let urls: Record<string, string> = {};
  let build: { base: string } | undefined;
  return {
    name: "antd-styles",
    configResolved(config) {
      build = config.command === "build" && !config.build.watch ? { base: config.base } : undefined;
    },
    resolveId: (id) => (id === ANTD_STYLES ? `\0${ANTD_STYLES}` : null),
    load: (id) => (id === `\0${ANTD_STYLES}` ? `export default ${JSON.stringify(urls)};` : null),
    buildStart() {
      // The chunk plan's first pass only reads the chunk graph: the URLs do not change it.
      if (!build || process.env[FIRST_PASS]) return;
      const byVariant = JSON.parse(
        execFileSync(process.execPath, [nodeModule("tsx/dist/cli.mjs"), "scripts/build/antdStyles.tsx"], {
          cwd: fileURLToPath(new URL(".", import.meta.url)),
          env: { ...process.env, NODE_ENV: "production" },
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        }),
      ) as Record<string, string>;
      urls = {};
      for (const [variant, css] of Object.entries(byVariant)) {
        const fileName = `assets/antd-${variant}-${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;
        this.emitFile({ type: "asset", fileName, source: css });
        urls[variant] = `${build.base}${fileName}`;
      }
    },
  };
};

const SIGN_IN_ICONS = /[\\/]Eye(Invisible)?Outlined\.js$/;
/** The sign-in page's password field: left alone, rolldown cut it into three files of a few hundred bytes. */
const PASSWORD_FIELD = /[\\/]src[\\/]components[\\/]form[\\/](useShake\.ts|PasswordInput\.tsx|shake\.module\.css)$/;
/**
 * Small modules that the list pages and the command palette share: each would be a
 * chunk of its own, one request more on every list page for a few hundred bytes. They go with the
 * request layer, which every signed-in page loads and the sign-in page does not.
 */
const SIGNED_IN_SHARED =
  /[\\/]src[\\/](lib[\\/](listParams|valueAt)|components[\\/]layout[\\/](createRequest|useNarrowScreen)|components[\\/]widgets[\\/](useDebouncedValue|useCopy))\.ts$/;
const chunkGroups = [
  { name: "boot", tags: ["$initial" as const], priority: 3 },
  {
    name: "icons",
    test: (id: string) => /[\\/]@ant-design[\\/]icons(-svg)?[\\/]/.test(id) && !SIGN_IN_ICONS.test(id),
    priority: 2,
  },
  { name: "api", test: (id: string) => /[\\/]src[\\/]api[\\/]/.test(id) || SIGNED_IN_SHARED.test(id), priority: 1 },
  {
    name: "passwordField",
    test: (id: string) => PASSWORD_FIELD.test(id) || SIGN_IN_ICONS.test(id),
    includeDependenciesRecursively: false,
    priority: 2,
  },
  { name: "papaparse", test: (id: string) => /[\\/]node_modules[\\/]papaparse[\\/]/.test(id), priority: 2 },
  { name: "shell", test: (id: string) => planned.shell.has(id), includeDependenciesRecursively: false },
  { name: "lists", test: (id: string) => planned.lists.has(id), includeDependenciesRecursively: false },
];

/**
 * The test workers spent about 7 % of their CPU time collecting garbage, most of it scavenging a
 * young generation (16 MB semi-spaces) that React's and jsdom's short-lived objects fill many
 * times a second. The workers are threads of this process: they read V8's flags when they start
 * (a worker's execArgv takes no V8 flag), so the young generation is set larger here, before
 * vitest starts them. Collection time halved (3.9 to 2.0 s in a profile of two page-test files);
 * the heap stays far below the machine's memory.
 */
if (process.env.VITEST) setFlagsFromString("--max-semi-space-size=64");

/*
 * The test files of a folder share one module graph and one jsdom per worker (`isolate: false`):
 * loading antd, refine and the mock once per worker instead of once per file is most of the
 * suite's time. A file that replaces a module with `vi.mock` needs a fresh graph (its fake would
 * leak into later files, and a module already loaded would ignore it), so such files run isolated
 * in a `-mocked` project. They are found by reading the files: a new test that mocks lands there.
 * Spy on an object's method (vi.spyOn) where that will do: it keeps the file in the shared graph.
 *
 * In the integration tests the signed-in shell is tests/support/SwitchableLayout.tsx: the real one,
 * or only the routed page for the area folders (which halves a page test).
 */
const SWITCHABLE_LAYOUT = fileURLToPath(new URL("./tests/support/SwitchableLayout.tsx", import.meta.url));

const MOCKS_A_MODULE = /\bvi\s*\.\s*(?:mock|doMock|unmock|resetModules)\s*\(/;
const mockingFiles = (folder: string): string[] =>
  readdirSync(fileURLToPath(new URL(`./${folder}`, import.meta.url)), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file.replaceAll("\\", "/")}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(new URL(`./${file}`, import.meta.url), "utf8")));
const projectsFor = (name: string, folder: string, setupFiles: string[]): TestProjectInlineConfiguration[] => {
  const mocking = mockingFiles(folder);
  const project = (suffix: string, include: string[], exclude: string[], shared: boolean) => ({
    extends: true as const,
    ...(folder === "tests/integration"
      ? { resolve: { alias: [{ find: /^@\/components\/layout\/AppLayout$/, replacement: SWITCHABLE_LAYOUT }] } }
      : {}),
    test: {
      name: `${name}${suffix}`,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      setupFiles,
      isolate: !shared,
    },
  });
  return [project("", [`${folder}/**/*.test.{ts,tsx}`], mocking, true), project("-mocked", mocking, [], false)].filter(
    (p) => p.test.include.length > 0,
  );
};

/**
 * vitest runs the projects' files in order of project name, each project's longest first, so the
 * isolated `-mocked` files came last and one of them ran alone for the last 25 s of the suite
 * while the other workers sat idle. They go first: each pays for a fresh module graph anyway,
 * and the shared projects' short files fill the end.
 */
class IsolatedFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isolated = (file: TestSpecification): boolean => file.project.config.isolate;
    return [...sorted.filter(isolated), ...sorted.filter((file) => !isolated(file))];
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), standIns, pureModules, chartsOwnLibrary, chunkPlan, noMockInApiBuild(), antdStyles()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src("")}` },
      // Outside the tests: the browser mock's cookie jar needs no public-suffix list (see the shim),
      // and browsers have ResizeObserver (jsdom does not: the tests keep the polyfill).
      ...(mode === "test"
        ? []
        : [
            { find: /^tldts$/, replacement: src("mocks/shims/tldts.ts") },
            { find: /^resize-observer-polyfill$/, replacement: src("lib/shims/resizeObserver.ts") },
          ]),
      // In the tests "antd" is its CommonJS build: a deep import of the ES build would be a second
      // antd, deaf to the first one's ConfigProvider (theme, size, locale).
      ...(mode === "test" ? [{ find: /^antd\/es\//, replacement: "antd/lib/" }] : []),
      // @refinedev/antd imports react-markdown and remark-gfm for MarkdownField, which nothing here
      // renders: stand-ins keep ~40 KB of gzip JS out of every signed-in page. Tests use them too,
      // so the layout's tests prove the shell renders without the real libraries.
      { find: /^react-markdown$/, replacement: src("lib/shims/reactMarkdown.tsx") },
      { find: /^remark-gfm$/, replacement: src("lib/shims/remarkGfm.ts") },
      // Chart code: @antv/g's image exporter and G2's named palettes are never used (see
      // the shims), and @ant-design/plots' named lodash imports tree-shake only from the ES module build.
      { find: /^html2canvas$/, replacement: src("lib/shims/html2canvas.ts") },
      { find: /^@antv\/vendor\/d3-scale-chromatic$/, replacement: src("lib/shims/d3ScaleChromatic.ts") },
      { find: /^lodash$/, replacement: "lodash-es" },
      // Every signed-in page: qs' side channel without its fallbacks for engines
      // without WeakMap (see the shim). papaparse is real: the file dialogs read through it.
      { find: /^side-channel$/, replacement: src("lib/shims/sideChannel.cjs") },
      ...(mode === "production" ? productionAliases : []),
    ],
  },
  server: { port: 5173, host: "127.0.0.1" },
  // The unbundled dev server's dependency scan: only the app's page (test reports and builds in the
  // folder hold index.html files too).
  optimizeDeps: { entries: ["index.html"] },
  preview: { port: 4173, host: "127.0.0.1" },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    globals: true,
    environment: "jsdom",
    // One run: unit tests are pure logic and skip the setup that loads antd and the mock backend;
    // integration tests render against the mock. Each folder runs without per-file isolation, except
    // its files that mock a module (see projectsFor above): `unit`, `integration` and `-mocked` twins.
    projects: [
      // Pure logic: no antd, no mock backend (tests/setup.unit.ts resets the stores after each test).
      ...projectsFor("unit", "tests/unit", ["tests/setup.unit.ts"]),
      // Pages and providers against the mock (tests/setup.ts starts it and resets it after each test).
      ...projectsFor("integration", "tests/integration", ["tests/setup.ts"]),
      // `npm run api` as a separate process, over real HTTP and WebSocket: node, no jsdom, no mock in the test.
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Builds the server's bundle and starts one server per worker (see the file).
          globalSetup: ["tests/api/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    testTimeout: 20000,
    sequence: { sequencer: IsolatedFilesFirst },
    pool: "threads",
    // vitest leaves one core to the main process by default; on a 2-core machine that means one
    // worker. The main process mostly waits, so two workers. A third one used to fill the waits of
    // page tests whose workers kept reloading modules; with one module graph per worker it only
    // added its own load of that graph (two: 184 s and 347 CPU s, three: 200 s and 373 CPU s).
    maxWorkers: 2,
    css: false,
    // One copy of react-router for app code and @refinedev/react-router (its CJS build would load a second).
    server: { deps: { inline: [/@refinedev\//] } },
  },
}));
