// Theme and language persist across a reload (spec platform §2 "Top bar", §3 "ui-storage",
// §4 "Theme, sidebar, language").
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { expectUrl, expectVisible, layout, shot, uiStorage, openSignedIn } from "./lib/browser";
import { UKRAINIAN_LETTERS, tr, values } from "./lib/i18n";
import { chooseLanguage } from "./lib/ui";
import { test } from "./fixtures";

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

async function waitForHtmlClass(page: Page, cls: string) {
  try {
    await page.waitForFunction((c) => document.documentElement.classList.contains(c), cls, { timeout: 10_000 });
  } catch {
    assert.fail(`<html> should have class "${cls}"; it has "${await htmlClass(page)}"`);
  }
}

/** Ukrainian strings of the navigation and top bar, from the shipped translation files. */
const ukrainianStrings = () =>
  [...values("ua", "nav"), ...values("ua", "topbar")].filter((s) => UKRAINIAN_LETTERS.test(s) || /[а-яА-Я]/.test(s));

async function expectUkrainian(page: Page, when: string) {
  const candidates = ukrainianStrings();
  try {
    await page.waitForFunction(
      ([re, list]) => {
        const text = document.body.innerText;
        return new RegExp(re).test(text) && (list.length === 0 || list.some((s) => text.includes(s)));
      },
      [UKRAINIAN_LETTERS.source, candidates] as const,
      { timeout: 10_000 },
    );
  } catch {
    const text = (await page.evaluate(() => document.body.innerText)).slice(0, 300).replace(/\s+/g, " ");
    assert.fail(
      `${when}: expected Ukrainian text (a string from ua/nav.json or ua/topbar.json); the page reads: ${text}`,
    );
  }
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
  await openSignedIn(page, "operator", "/");
  await expectUrl(page, "/");
  const { header } = layout(page);
  await expectVisible(header, "the top bar");
  await waitForHtmlClass(page, "light"); // the context prefers a light colour scheme

  const toggle = themeToggle(header);
  await expectVisible(toggle, "the theme toggle");
  await toggle.click();
  await waitForHtmlClass(page, "dark");

  await chooseLanguage(page, "ua");
  await expectUkrainian(page, "after choosing UA");

  await page
    .waitForFunction(() => /"language":"ua"/.test(localStorage.getItem("ui-storage") ?? ""), null, { timeout: 5_000 })
    .catch(() => {});
  const stored = await uiStorage(page);
  assert.equal(stored?.theme, "dark", "ui-storage should hold theme dark");
  assert.equal(stored?.language, "ua", "ui-storage should hold language ua");

  await page.reload();
  await expectUrl(page, "/");
  await waitForHtmlClass(page, "dark");
  assert.ok(!(await htmlClass(page)).split(/\s+/).includes("light"), "<html> must not keep the light class");
  await expectUkrainian(page, "after the reload");
  // The shot is compared across runs: take it once the dashboard's cards are there with their data
  // (right after the reload there are no cards yet, so no skeleton either).
  await page.waitForFunction(
    () =>
      document.querySelector(".ant-layout-content .ant-card") &&
      !document.querySelector(".ant-layout-content .ant-skeleton"),
  );
  await shot(page, "dashboard-dark-ua");
});
