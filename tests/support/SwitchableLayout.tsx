import { Outlet } from "react-router";
import { AppLayout as Shell, type AppLayoutProps } from "../../src/components/layout/AppLayout";

/**
 * The area folders test pages, not the shell around them: there the signed-in layout is only
 * the routed page in antd's content element. Sidebar, top bar and footer are most of a page's
 * render time and are tested on their own (tests/integration/layout, the browser suite). A new
 * area folder joins the list.
 */
const PAGE_ONLY_FOLDERS = [
  "apps",
  "keywords",
  "machines",
  "proxies",
  "servers",
  "sms",
  "locales",
  "accounts",
  "users",
  "bot-api",
  "campaigns",
];
/** Files of other folders whose tests read no part of the shell either: the registry's list and form views. */
const PAGE_ONLY_FILES = ["registry/doc-example", "registry/generic-views", "registry/page-headers"].map((file) =>
  file.replace("/", "[\\\\/]"),
);
const PAGE_ONLY_TEST = new RegExp(
  `[\\\\/]tests[\\\\/]integration[\\\\/](?:(?:${PAGE_ONLY_FOLDERS.join("|")})[\\\\/]|(?:${PAGE_ONLY_FILES.join("|")})\\.test\\.)`,
);

let pageOnly = false;

/** Called before each test (tests/setup.ts) with its file: the area folders get the page alone. */
export const layoutFor = (testPath: string | undefined): void => {
  pageOnly = PAGE_ONLY_TEST.test(testPath ?? "");
};

/**
 * Stands in for the shell in the integration tests (vite.config.ts aliases AppLayout to this
 * module): the real one, or the page alone in the area folders. Chosen per test rather than per
 * vitest project, so every integration file shares one module graph per worker.
 */
export const AppLayout = (props: AppLayoutProps) =>
  pageOnly ? <main className="ant-layout-content">{props.children ?? <Outlet />}</main> : <Shell {...props} />;
