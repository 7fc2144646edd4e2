// Theme and language, chosen in the top bar (SHELL-9), persist across a reload: both are kept in
// local storage under `ui-storage` (SHELL-17), and the theme survives a reload (SHELL-18).
import type { Locator, Page } from "@playwright/test";
import { layout, shot, uiStorage } from "./lib/browser";
import { UKRAINIAN_LETTERS, tr, values } from "./lib/i18n";
import { chooseLanguage } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("operator"));

const classOf = (cls: string) => new RegExp(`(^|\\s)${cls}(\\s|$)`);

async function waitForHtmlClass(page: Page, cls: string) {
  await expect(page.locator("html"), `<html> should have class "${cls}"`).toHaveClass(classOf(cls));
}

/** Ukrainian strings of the navigation and top bar, from the shipped translation files. */
const ukrainianStrings = () =>
  [...values("ua", "nav"), ...values("ua", "topbar")].filter((s) => UKRAINIAN_LETTERS.test(s) || /[а-яА-Я]/.test(s));

async function expectUkrainian(page: Page, when: string) {
  const candidates = ukrainianStrings();
  const letters = new RegExp(UKRAINIAN_LETTERS.source);
  await expect(async () => {
    const text = await page.evaluate(() => document.body.innerText);
    expect(
      letters.test(text) && (candidates.length === 0 || candidates.some((s) => text.includes(s))),
      `${when}: expected Ukrainian text (a string from ua/nav.json or ua/topbar.json); the page reads: ${text.slice(0, 300).replace(/\s+/g, " ")}`,
    ).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** The theme toggle of the top bar: the button named by topbar.theme_dark (it has aria-pressed). */
function themeToggle(header: Locator) {
  const name = tr("topbar.theme_dark", { fallback: "" });
  const byName = name
    ? header.getByRole("button", { name, exact: true })
    : header.getByRole("button", { name: /theme|dark/i });
  return byName.or(header.locator("button[aria-pressed]")).or(header.getByRole("switch")).first();
}

test("theme (dark) and language (UA) survive a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL((u) => u.pathname === "/");
  const { header } = layout(page);
  await expect(header, "the top bar").toBeVisible();
  await waitForHtmlClass(page, "light"); // the context prefers a light colour scheme

  const toggle = themeToggle(header);
  await expect(toggle, "the theme toggle").toBeVisible();
  await toggle.click();
  await waitForHtmlClass(page, "dark");

  await chooseLanguage(page, "ua");
  await expectUkrainian(page, "after choosing UA");

  await expect
    .poll(async () => (await uiStorage(page))?.language, { message: "ui-storage should hold language ua" })
    .toBe("ua");
  await expect
    .poll(async () => (await uiStorage(page))?.theme, { message: "ui-storage should hold theme dark" })
    .toBe("dark");

  await page.reload();
  await expect(page).toHaveURL((u) => u.pathname === "/");
  await waitForHtmlClass(page, "dark");
  await expect(page.locator("html"), "<html> must not keep the light class").not.toHaveClass(classOf("light"));
  await expectUkrainian(page, "after the reload");
  // The shot is compared across runs: take it once the dashboard's cards are there with their data
  // (right after the reload there are no cards yet, so no skeleton either).
  // Cards and skeletons have no role or name: antd's classes tell them.
  await expect(page.locator(".ant-layout-content .ant-card").first(), "the dashboard's cards").toBeAttached();
  await expect(page.locator(".ant-layout-content .ant-skeleton"), "the cards' data").toHaveCount(0);
  await shot(page, "dashboard-dark-ua");
});
