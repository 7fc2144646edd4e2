// Text that fits: the signed-in routes (the lists with their rows, the dashboards, the statistics,
// the keyword history with its keywords, campaign add and detail, bot API, activity) checked in
// the page as lib/textFit.ts says: no word drawn across two lines, nothing past the screen's right
// edge outside a box that scrolls sideways, no cut label without its whole text, at 1400 px a list
// fits its card and its actions stay in view. The suite walks every route at 1400 and 390 px (the
// lists at 1024 too) in EN and UA, light or dark by turns, RU and PL where the words are longest;
// E2E_TEXT_FIT=1 walks every route in all four languages and both themes and keeps the screenshots.
import { motionSettled, openSignedIn, shot } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expectFits, FINDINGS, LIST_FIT, walk, type Look, type Route, type Stop } from "./lib/textFit";
import { chooseLanguage, type Language } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

const LANGUAGES: Language[] = ["en", "ua", "ru", "pl"];

const LISTS: Route[] = [
  "/accounts",
  "/users",
  "/proxy/list",
  "/proxy/configs",
  "/machines",
  "/servers/list",
  "/sms-service/list",
  "/sms-service/configs",
  "/locales",
  "/campaign/list",
  "/campaign/users-list",
  "/keywords?auid=app-0001&locale=1",
  "/servers/update-center",
  "/activity",
].map((path) => ({ path, list: true }));

const PAGES: Route[] = [
  { path: "/" },
  { path: "/statistic" },
  { path: "/apps" },
  // No keyword in the URL: the history draws the answer's first few.
  { path: "/keywords/history?auid=app-0001&locale=1" },
  { path: "/campaign/add" },
  // A demo user's running campaign: its days and totals are filled.
  { path: "/campaign/detail?id=4" },
  { path: "/bot-api" },
];

/** Where the Russian and Polish words run longest: locale and country names, statuses, long headers. */
const LONGEST_WORDS = new Set([
  "/accounts",
  "/proxy/configs",
  "/locales",
  "/campaign/users-list",
  "/apps",
  "/keywords?auid=app-0001&locale=1",
]);

const WIDTHS = [
  [1400, 900],
  [1024, 768],
  [390, 844],
] as const;

/** The full walk: each route in every language (a snake order, so a route starts where the last one ended), both themes. */
const everyLook = (routes: Route[]): Stop[] => {
  let dark = false;
  return routes.map((route, i) => ({
    route,
    looks: (i % 2 === 0 ? LANGUAGES : [...LANGUAGES].reverse()).flatMap((lang) => {
      const looks: Look[] = [
        { lang, dark },
        { lang, dark: !dark },
      ];
      dark = !dark;
      return looks;
    }),
  }));
};

/** The suite's walk: each route in EN and UA, RU and PL too where the words are longest (at 1400 and 390 px). */
const representative = (routes: Route[], width: number): Stop[] => {
  let lang: Language = "en";
  return routes.map((route) => {
    const wanted: Language[] = LONGEST_WORDS.has(route.path) && width !== 1024 ? LANGUAGES : ["en", "ua"];
    const order = [lang, ...wanted.filter((l) => l !== lang)];
    lang = order.at(-1) ?? lang;
    return { route, looks: order.map((l) => ({ lang: l, dark: false })) };
  });
};

const halves = <T>(items: T[]): T[][] => [
  items.slice(0, Math.ceil(items.length / 2)),
  items.slice(Math.ceil(items.length / 2)),
];

const FULL = Boolean(process.env.E2E_TEXT_FIT);

test.describe(() => {
  test.use(signedInAs("owner"));
  for (const [w, size] of WIDTHS.entries()) {
    const [width, height] = size;
    const routes = width === 1024 ? LISTS : [...LISTS, ...PAGES];
    if (FULL) {
      const groups: [string, Route[]][] = [
        ...halves(LISTS).map((part, n): [string, Route[]] => [`lists, part ${n + 1}`, part]),
        ...(width === 1024 ? [] : [["dashboards and custom pages", PAGES] as [string, Route[]]]),
      ];
      for (const [name, part] of groups)
        test(`no word split and nothing past the edge at ${width}x${height}: ${name}`, async ({ page }) => {
          test.setTimeout(600_000);
          await walk(page, everyLook(part), size, { shots: true });
        });
      continue;
    }
    // Light and dark on alternate routes, the other way round at the next width: a test per theme,
    // opened in it (the console follows the system's scheme), so no route pays for a theme switch.
    for (const dark of [false, true])
      test.describe(() => {
        test.use({ colorScheme: dark ? "dark" : "light" });
        const mine = routes.filter((_, i) => (i + w) % 2 === (dark ? 1 : 0));
        test(`no word split and nothing past the edge at ${width}x${height}, ${dark ? "dark" : "light"}: ${mine.length} routes`, async ({
          page,
        }) => {
          test.setTimeout(240_000);
          const stops = representative(mine, width).map((stop) => ({
            ...stop,
            looks: stop.looks.map((look) => ({ ...look, dark })),
          }));
          await walk(page, stops, size);
        });
      });
  }
});

// The server dialog, the sidebar open on a phone, and 700 px (1400 at 200 % zoom, where English cut
// the actions column).
for (const [width, languages] of [
  [1400, LANGUAGES],
  [700, ["en"]],
  [390, LANGUAGES],
] as const) {
  test(`the server dialog and the sidebar fit at ${width} px in ${languages.join(", ").toUpperCase()}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, "owner", "/servers/list", { ui: { language: languages[0] } });
    for (const lang of languages) {
      const t = (key: string) => tr(key, { lang });
      if (lang !== languages[0]) await chooseLanguage(page, lang);
      // A phone shows the servers as cards, a wider screen as table rows.
      await expect(page.locator("main :is(tr.ant-table-row, li[data-row-key])").first()).toBeVisible({
        timeout: 30_000,
      });
      await motionSettled(page);
      await expectFits(`/servers/list ${width} ${lang}`, async () => [
        ...(await page.evaluate(FINDINGS, "body")),
        ...(await page.evaluate(LIST_FIT, width >= 1400)),
      ]);
      if (width < 600) {
        // On a phone the sidebar is a drawer behind the top bar's menu button.
        await page.getByRole("button", { name: t("nav.open_menu") }).click();
        await motionSettled(page);
        await expectFits(`sidebar ${width} ${lang}`, () => page.evaluate(FINDINGS, ".ant-drawer-content"));
        await shot(page, `fit-sidebar-${lang}-${width}`);
        await page.keyboard.press("Escape");
        await motionSettled(page);
      }
      await page.getByRole("button", { name: t("servers.actions.add") }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await motionSettled(page);
      await expectFits(`server dialog ${width} ${lang}`, () => page.evaluate(FINDINGS, ".ant-modal"));
      await shot(page, `fit-server-dialog-${lang}-${width}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
}
