// ESLint flat config: typescript-eslint with type information, React's hooks rules as React
// recommends them, and the project's own rules for src/ (each one ESLint expresses natively).
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/*
 * The layers of src/, lowest first: each may import its own layer and those below it,
 * never one above. The registry's data is a leaf that the providers and the layout read; area views
 * are imported only by routing.
 */
const FOUNDATION = ["src/api", "src/lib", "src/state", "src/theme", "src/config.ts"];
const LAYERS = [
  { name: "registry data", paths: ["src/registry"] },
  { name: "providers", paths: ["src/providers"] },
  { name: "components", paths: ["src/components"] },
  { name: "resources", paths: ["src/resources"] },
  { name: "pages and routing", paths: ["src/pages", "src/routing", "src/App.tsx", "src/main.tsx"] },
];
const ALL = [{ name: "foundation", paths: FOUNDATION }, ...LAYERS];
const layerZones = [
  ...ALL.flatMap((layer, at) =>
    layer.paths.map((target) => ({
      target: `./${target}`,
      from: ALL.slice(at + 1).flatMap((above) => above.paths.map((p) => `./${p}`)),
      message: `${layer.name} may not import a layer above it (eslint.config.js, LAYERS).`,
    })),
  ).filter((zone) => zone.from.length > 0),
  // The mock backend is a separate program that main.tsx starts when no API URL is set.
  {
    target: ALL.flatMap((layer) => layer.paths.filter((p) => p !== "src/main.tsx").map((p) => `./${p}`)),
    from: "./src/mocks",
    message: "Only main.tsx starts the mock backend.",
  },
];

/** A console route's first segment at the start of a string: `/users`, `/campaign/add?…`. */
const ROUTE_TEXT =
  "/^\\/(accounts|activity|apps|auth|ban-user|bot-api|campaign|keywords|locales|machines|new-user|proxy|server-unavailable|servers|sms-service|statistic|users)([/?#]|$)/";
const ROUTE_MESSAGE =
  "Build the link from the area's declared routes (routeTo, recordUrl, area.routes), not a path string.";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-api",
      "tests/.doc-example",
      "coverage",
      ".perf",
      "test-results",
      "reports",
      ".scratch",
      "public/mockServiceWorker.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      // Promises dropped on the floor hide failed requests: every failure must reach a toast.
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          ignoreVoid: true,
          // testing-library's synchronous act() is typed as a promise but flushes before it returns.
          allowForKnownSafeCalls: [
            { from: "package", name: "act", package: "@testing-library/react" },
            { from: "package", name: "act", package: "react" },
          ],
        },
      ],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ["public/*.js"], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      // Small files named after what they hold (the design's rule of thumb).
      "max-lines": ["error", { max: 350, skipBlankLines: false, skipComments: false }],
      // Logs for developers go through console.error/warn/info; console.log is for the mock's demo output.
      "no-console": ["error", { allow: ["error", "warn", "info", "debug"] }],
      // Work not done is an issue, not a comment.
      "no-warning-comments": ["error", { terms: ["todo", "fixme"], location: "anywhere" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "antd",
              importNames: ["Tooltip"],
              message: "Use Tip from @/components/widgets: the spec's 200 ms delay and keyboard focus.",
            },
            {
              name: "@ant-design/plots",
              allowImportNames: ["Line", "Column", "Pie"],
              message: "The build keeps only the plots in vite.config.ts's PLOT_KINDS: add one there first.",
            },
          ],
          patterns: [{ regex: "^react-router-dom(/.*)?$", message: 'Import from "react-router" (v7).' }],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "No raw HTML: every text is rendered by React (XSS).",
        },
      ],
    },
  },
  {
    // A link to an area is built from its declaration (its routes, routeTo in src/registry/recordUrl.ts), so moving a
    // page moves every link to it. src/api and src/mocks hold the API's own paths, which share these first segments.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/registry/**", "src/routing/**", "src/api/**", "src/mocks/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "No raw HTML: every text is rendered by React (XSS).",
        },
        { selector: `Literal[value=${ROUTE_TEXT}]`, message: ROUTE_MESSAGE },
        { selector: `TemplateElement[value.raw=${ROUTE_TEXT}]`, message: ROUTE_MESSAGE },
      ],
    },
  },
  {
    // The import graph: no cycle, lazy import() included, and no import against the layer order.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    files: ["src/mocks/**/*.{ts,tsx}"],
    rules: { "no-console": "off" },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.mjs", "tests/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
