// Text that does not fit (issue: every flow in every language, finding 9): the sidebar,
// /servers/list and the server dialog in EN, UA, RU and PL at 1400 and 390 px. A label cut with
// an ellipsis must carry its whole text as a title, no button may sit where no scrolling reaches
// it, the page itself never scrolls sideways, and at 1400 px the server table fits whole and no
// column title of it or of the SMS services (the narrowest sorted column) breaks inside a word.
import assert from "node:assert/strict";
import { expectVisible, goInApp, motionSettled, shot, openSignedIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { chooseLanguage, type Language } from "./lib/ui";
import { test } from "./fixtures";
import { loadingSelector } from "../../scripts/lib/loading.mjs";

/** Cut labels without a title, buttons out of reach, and whether the page scrolls sideways. */
const MEASURE = () => {
  const problems: string[] = [];
  const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  for (const el of document.querySelectorAll("body *")) {
    if (el.getClientRects().length === 0 || el.closest("[aria-hidden='true'], .ant-table-measure-row")) continue;
    if (!el.textContent?.trim()) continue;
    const s = getComputedStyle(el);
    const cutX = s.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1;
    const cutY = s.webkitLineClamp !== "none" && el.scrollHeight > el.clientHeight + 1;
    const titled = el.closest("[title]") || el.querySelector("[title]");
    if ((cutX || cutY) && !titled) problems.push(`cut without a title: ${describe(el)}`);
  }
  const reachable = (el: Element) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (["auto", "scroll"].includes(s.overflowX) && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  };
  for (const button of document.querySelectorAll("button, a[href], [role='button']")) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || button.closest("[aria-hidden='true']")) continue;
    const outside = box.left < -1 || box.right > window.innerWidth + 1;
    if (outside && !reachable(button)) problems.push(`out of reach: ${describe(button)} at ${Math.round(box.left)}`);
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  return problems;
};

/** Words of the content's column titles split over two lines (a break at a hyphen is a line break, not a split). */
const SPLIT_TITLES = () => {
  const split: string[] = [];
  for (const th of document.querySelectorAll("main .ant-table-thead th")) {
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1)
          split.push(`column title split inside "${word[0]}"`);
      }
    }
  }
  return split;
};

const tableFits = () => {
  const scroller = document.querySelector("main .ant-table-content, main .ant-table-body");
  return !scroller || scroller.scrollWidth <= scroller.clientWidth + 1;
};

// 700 px is 1400 at 200 % zoom, where English cut the actions column.
const SIZES: [number, Language[]][] = [
  [1400, ["en", "ua", "ru", "pl"]],
  [700, ["en"]],
  [390, ["en", "ua", "ru", "pl"]],
];

for (const [width, languages] of SIZES) {
  test(`text fits at ${width} px in ${languages.join(", ").toUpperCase()}: sidebar, /servers/list, the server dialog and column titles`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    // One load in the first language; the others are chosen in the top bar, as a user would.
    await openSignedIn(page, "owner", "/servers/list", { ui: { language: languages[0], isSidebarExpanded: true } });
    const found: string[] = [];
    for (const lang of languages) {
      const t = (key: string) => tr(key, { lang });
      if (lang !== languages[0]) await chooseLanguage(page, lang);
      // A phone shows the servers as cards, a wider screen as table rows.
      await expectVisible(page.locator("main :is(tr.ant-table-row, li[data-row-key])").first(), "the server rows", {
        timeout: 30_000,
      });
      await page.waitForFunction((tag) => document.documentElement.lang === tag, lang === "ua" ? "uk" : lang);
      if (width < 600) {
        // On a phone the sidebar is a drawer behind the top bar's menu button.
        await page.getByRole("button", { name: t("nav.open_menu") }).click();
        await motionSettled(page);
        found.push(...(await page.evaluate(MEASURE)).map((p) => `${lang} ${width} sidebar: ${p}`));
        await shot(page, `fit-sidebar-${lang}-${width}`);
        await page.keyboard.press("Escape");
      }
      await motionSettled(page);
      found.push(...(await page.evaluate(MEASURE)).map((p) => `${lang} ${width} /servers/list: ${p}`));
      if (width >= 1400 && !(await page.evaluate(tableFits))) found.push(`${lang} ${width}: the server table scrolls`);
      if (width >= 1400) {
        found.push(...(await page.evaluate(SPLIT_TITLES)).map((p) => `${lang} ${width} /servers/list: ${p}`));
        await goInApp(page, "/sms-service/list");
        // Rows by a name of their own: the server rows stay on screen until the new page is drawn.
        await expectVisible(page.locator("main tr.ant-table-row", { hasText: "SMS Relay" }), "the SMS services", {
          timeout: 30_000,
        });
        found.push(...(await page.evaluate(SPLIT_TITLES)).map((p) => `${lang} ${width} /sms-service/list: ${p}`));
        await goInApp(page, "/servers/list");
        await expectVisible(page.locator("main tr.ant-table-row", { hasText: "pi-lviv-01" }), "the server rows again");
        await motionSettled(page);
      }
      await shot(page, `fit-servers-${lang}-${width}`);

      await page.getByRole("button", { name: t("servers.actions.add") }).click();
      const dialog = page.getByRole("dialog");
      await expectVisible(dialog, "the server dialog");
      await motionSettled(page);
      found.push(...(await page.evaluate(MEASURE)).map((p) => `${lang} ${width} server dialog: ${p}`));
      await shot(page, `fit-server-dialog-${lang}-${width}`);
      await page.keyboard.press("Escape");
    }
    assert.deepEqual(found, [], `text that does not fit:\n${found.join("\n")}`);
  });
}

/** The lists of the console. */
const LISTS = [
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
  "/servers/update-center",
];

/** How the content's first table sits in its card: how far it overflows, and whether its actions column is in view. */
const LIST_FIT = () => {
  const scroller = document.querySelector("main .ant-table:not([data-seen]) .ant-table-content");
  if (!scroller) return null;
  const box = scroller.getBoundingClientRect();
  const titles = [...scroller.querySelectorAll("thead th")].map((th) => (th.textContent ?? "").trim());
  // A list's actions (the column DataTable pins to the right edge) must stay in view; a list
  // without actions may scroll on a phone.
  const actions = scroller.querySelector("tbody tr.ant-table-row td.table-actions");
  const cell = actions?.getBoundingClientRect();
  return {
    overflow: Math.round(scroller.scrollWidth - scroller.clientWidth),
    last: titles.at(-1) ?? "",
    lastInView: !cell || (cell.left >= box.left - 1 && cell.right <= box.right + 1),
  };
};

// Issue 28: /accounts was 1,541 px wide in a 1,064 px content area, /users cut its actions and
// /proxy/list its parameters. At 1400 px no list scrolls sideways (wide text is cut with its whole
// value in a title); on a phone a list may scroll, but its actions column stays in view.
for (const [width, languages] of [
  [1400, ["en", "ua", "ru", "pl"]],
  [390, ["en", "ua"]],
] as const satisfies readonly (readonly [number, readonly Language[]])[]) {
  test(`every list fits at ${width} px in ${languages.join(", ").toUpperCase()}, its actions in view`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, "owner", LISTS[0], { ui: { language: languages[0], isSidebarExpanded: true } });
    const found: string[] = [];
    for (const lang of languages) {
      if (lang !== languages[0]) await chooseLanguage(page, lang);
      await page.waitForFunction((tag) => document.documentElement.lang === tag, lang === "ua" ? "uk" : lang);
      for (const path of LISTS) {
        // The last list's tables stay until the next page is drawn: wait for a table that is none of
        // them (marking only the first let a page's second table pass for the next page's).
        await page.evaluate((to) => {
          if (location.pathname !== to)
            document
              .querySelectorAll("main :is(.ant-table, li[data-row-key], [data-list-empty])")
              .forEach((table) => table.setAttribute("data-seen", ""));
        }, path);
        await goInApp(page, path);
        // A declared list on a phone is cards, not a table.
        await page.waitForFunction(
          (busy) =>
            !!document.querySelector(
              "main :is(.ant-table:not([data-seen]) :is(tr.ant-table-row, .ant-empty, .ant-table-placeholder), li[data-row-key]:not([data-seen]), [data-list-empty]:not([data-seen]))",
            ) && !document.querySelector(busy),
          `main .ant-skeleton, ${loadingSelector("main")}`,
          { timeout: 30_000, polling: 100 },
        );
        await motionSettled(page);
        const fit = await page.evaluate(LIST_FIT);
        if (fit && width >= 1400 && fit.overflow > 1)
          found.push(`${lang} ${width} ${path}: ${fit.overflow} px wider than its card`);
        if (fit && !fit.lastInView) found.push(`${lang} ${width} ${path}: its actions (${fit.last}) are out of view`);
        if (lang === languages[0] || lang === "ua")
          await shot(page, `fit-list${path.replace(/\//g, "-")}-${lang}-${width}`);
      }
    }
    assert.deepEqual(found, [], `lists that do not fit:\n${found.join("\n")}`);
  });
}
