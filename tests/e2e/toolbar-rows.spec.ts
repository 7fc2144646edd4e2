// At 1400 px a list's search, filters, Clear sort and list tools share one toolbar row in every
// language, and the sidebar's menu and the product's title fit without being cut.
import type { Page } from "@playwright/test";
import { expect, signedInAs, test } from "./fixtures";
import { goInApp } from "./lib/browser";
import type { Language } from "./lib/ui";

test.use({ ...signedInAs("owner"), viewport: { width: 1400, height: 900 } });

// Keywords draw their table only once an app is chosen.
const LISTS = [
  "/accounts",
  "/users",
  "/activity",
  "/machines",
  "/servers/list",
  "/proxy/list",
  "/proxy/configs",
  "/sms-service/list",
  "/sms-service/configs",
  "/locales",
  "/campaign/list",
  "/campaign/users-list",
];
const LANGUAGES: Language[] = ["en", "ua", "ru", "pl"];
// A toolbar's controls are 32 px tall, its rows 8 px apart.
const CONTROL_HEIGHT = 32;

const openIn = async (page: Page, lang: Language, path: string) => {
  await page.addInitScript((language) => {
    const raw = JSON.parse(window.localStorage.getItem("ui-storage") ?? '{"state":{},"version":0}') as {
      state: Record<string, unknown>;
    };
    raw.state = { ...raw.state, language };
    window.localStorage.setItem("ui-storage", JSON.stringify(raw));
  }, lang);
  await page.goto(path);
};

/** How many rows the toolbar takes and the controls that end past its right edge. */
const toolbarShape = (page: Page) =>
  page.evaluate((rowHeight) => {
    const bar = document.querySelector("main [data-table-toolbar]");
    if (!bar) return null;
    const box = bar.getBoundingClientRect();
    const past = [...bar.querySelectorAll("button, input, .ant-select")]
      .filter((el) => el.getBoundingClientRect().right > box.right + 1)
      .map((el) => el.textContent || el.getAttribute("aria-label") || el.tagName);
    return { rows: Math.round((box.height + 8) / (rowHeight + 8)), past };
  }, CONTROL_HEIGHT);

for (const lang of LANGUAGES) {
  test(`every list's toolbar is one row at 1400 px in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    await openIn(page, lang, LISTS[0]);
    const heading = page.locator("main h2").first();
    for (const path of LISTS) {
      if (path !== LISTS[0]) {
        const previous = (await heading.textContent()) ?? "";
        await goInApp(page, path);
        await expect(heading).not.toHaveText(previous, { timeout: 30_000 });
      }
      const bar = page.locator("main [data-table-toolbar]").first();
      await expect(bar).toBeVisible({ timeout: 30_000 });
      await expect(page.locator("main .ant-skeleton")).toHaveCount(0, { timeout: 30_000 });
      // The list tools come with the first answer; a date range filter loads its picker on its own.
      await expect(bar.getByRole("button").last()).toBeVisible();
      if (path === "/activity") await expect(bar.getByRole("group")).toBeVisible();
      await expect.soft
        .poll(() => toolbarShape(page), { message: `${path} in ${lang}` })
        .toEqual({ rows: 1, past: [] });
    }
  });
}

for (const lang of LANGUAGES) {
  test(`the sidebar's items and the product title fit at 1400 px in ${lang}`, async ({ page }) => {
    await openIn(page, lang, "/");
    const sider = page.locator(".ant-layout-sider");
    await expect(sider.getByRole("menu")).toBeVisible({ timeout: 30_000 });
    // Cut with an ellipsis, or drawn on more than one line.
    const cutTexts = () =>
      sider.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>(".ant-menu-title-content, a[href='/'] .ant-typography")]
          .filter((el) => el.offsetParent !== null)
          .filter(
            (el) =>
              el.scrollWidth > el.clientWidth + 1 ||
              el.offsetHeight > parseFloat(getComputedStyle(el).lineHeight) * 1.5,
          )
          .map((el) => el.textContent ?? ""),
      );
    const cut = new Set(await cutTexts());
    // One group opens at a time: each is opened and its children measured.
    const groups = sider.locator(".ant-menu-submenu-title");
    for (let i = 0; i < (await groups.count()); i++) {
      await groups.nth(i).click();
      await expect(sider.locator(".ant-menu-submenu-open .ant-menu-item").first()).toBeVisible();
      for (const text of await cutTexts()) cut.add(text);
    }
    expect([...cut], `sidebar texts cut or wrapped in ${lang}`).toEqual([]);
  });
}
