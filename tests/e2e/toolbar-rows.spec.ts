// At 1400 px a list's search, filters, Clear sort and list tools share one toolbar row in every
// language, and the sidebar's menu and the product's title fit without being cut.
import type { Page } from "@playwright/test";
import { expect, signedInAs, test } from "./fixtures";
import { goInApp } from "./lib/browser";
import type { Language } from "./lib/ui";

test.use({ ...signedInAs("owner"), viewport: { width: 1400, height: 900 } });

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
  "/keywords",
  "/locales",
  "/campaign/list",
  "/campaign/users-list",
];
const LANGUAGES: Language[] = ["en", "ua", "ru", "pl"];
// A toolbar's controls are 32 px tall; a second row would add another 32 and the 8 px gap.
const ONE_ROW_MAX_HEIGHT = 40;

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

/** The toolbar's height and the controls that end past its right edge. */
const toolbarShape = (page: Page) =>
  page
    .locator("main [data-table-toolbar]")
    .first()
    .evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const past = [...bar.querySelectorAll("button, input, .ant-select")]
        .filter((el) => el.getBoundingClientRect().right > box.right + 1)
        .map((el) => el.textContent || el.getAttribute("aria-label") || el.tagName);
      return { height: Math.round(box.height), past };
    });

for (const lang of LANGUAGES) {
  test(`every list's toolbar is one row at 1400 px in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    await openIn(page, lang, LISTS[0]);
    const found: string[] = [];
    for (const path of LISTS) {
      if (path !== LISTS[0]) await goInApp(page, path);
      const bar = page.locator("main [data-table-toolbar]").first();
      await expect(bar).toBeVisible({ timeout: 30_000 });
      // The list tools come with the first answer; the toolbar is measured once they are there.
      await expect(bar.getByRole("button").last()).toBeVisible();
      await expect(page.locator("main .ant-skeleton")).toHaveCount(0, { timeout: 30_000 });
      const shape = await toolbarShape(page);
      if (shape.height > ONE_ROW_MAX_HEIGHT || shape.past.length > 0)
        found.push(
          `${path}: ${shape.height} px tall${shape.past.length ? `, past its edge: ${shape.past.join(", ")}` : ""}`,
        );
    }
    expect(found, `toolbars of more than one row in ${lang}`).toEqual([]);
  });
}

for (const lang of LANGUAGES) {
  test(`the sidebar's items and the product title fit at 1400 px in ${lang}`, async ({ page }) => {
    await openIn(page, lang, "/");
    const sider = page.locator(".ant-layout-sider");
    await expect(sider.getByRole("menu")).toBeVisible({ timeout: 30_000 });
    // Every group open, so each child's label is measured too.
    const closed = sider.locator(".ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title");
    while ((await closed.count()) > 0) await closed.first().click();
    await expect(sider.locator(".ant-menu-sub .ant-menu-item").first()).toBeVisible();
    const cut = await sider.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>(".ant-menu-title-content, a[href='/'] .ant-typography")]
        // Cut with an ellipsis, or drawn on more than one line.
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getClientRects().length > 1 || el.offsetHeight > 24)
        .map((el) => `"${el.textContent ?? ""}" ${el.scrollWidth}/${el.clientWidth}x${el.offsetHeight}`),
    );
    expect(cut, `sidebar texts cut or wrapped in ${lang}`).toEqual([]);
  });
}
