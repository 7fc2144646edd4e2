// The store areas in the browser (issue: apps, keywords with their history, locales): the two
// flows of the issue end to end on the production build, axe on each page and dialog in light
// and dark, and screenshots of each.
//
// The first flow is an operator's, but spec §6 gives USER only view:keywords, so adding,
// checking and starring keywords is an ADMIN's flow here (docs/api.md, "Store calls: keywords").
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectUrl, expectVisible, shot, openSignedIn } from "./lib/browser";
import { dialog, pickOption, toggleTheme } from "./lib/ui";
import { test } from "./fixtures";

const card = (page: Page, name: string) => page.getByRole("article", { name });
const content = ".ant-layout-content";

test("store: an app is added with its preview, re-localised, given 30 keywords from a .csv, checked, starred and charted", async ({
  page,
  axe,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, "admin", "/apps");
  await expectVisible(card(page, "Brightleaf Budget"), "the app cards", { timeout: 30_000 });
  await axe.bothThemes("/apps");
  await shot(page, "apps-light");

  await page.getByRole("button", { name: "Add app" }).click();
  const add = dialog(page, "Add app");
  await expectVisible(add, "the add-app dialog");
  await pickOption(page, add, "Default locale", { search: "Polish", option: "Polish (Poland)" });
  await add.getByLabel("App id").fill("com.fresh.idea");
  await expectVisible(add.getByTestId("app-preview").getByText("Fresh Idea"), "the store preview", {
    timeout: 15_000,
  });
  await axe.bothThemes("add-app dialog", ".ant-modal");
  await shot(page, "apps-add-dialog");
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expectVisible(card(page, "Fresh Idea"), "the new app's card", { timeout: 15_000 });

  await card(page, "Fresh Idea").getByRole("button", { name: "Change default locale of Fresh Idea" }).click();
  const relocale = dialog(page, "Default locale of Fresh Idea");
  await pickOption(page, relocale, "Default locale", { search: "German", option: "German (Germany)" });
  await relocale.getByRole("button", { name: "Save" }).click();
  await expectVisible(card(page, "Fresh Idea").getByText("German (Germany)"), "the new default locale");

  await card(page, "Fresh Idea").getByRole("button", { name: "Manage keywords of Fresh Idea" }).click();
  await expectUrl(page, /^\/keywords\?auid=app-\d+&locale=\d+$/);
  await expectVisible(page.getByText("Choose a locale").or(page.getByText("German (Germany)")).first(), "the pickers");

  await page.getByRole("button", { name: "Add keywords" }).click();
  const addKeywords = dialog(page, "Add keywords");
  const csv = Array.from({ length: 30 }, (_, i) => `fresh idea ${i + 1}`).join(",");
  await addKeywords
    .locator("input[type=file]")
    .setInputFiles({ name: "keywords.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expectVisible(addKeywords.getByText("Keywords read from the file: 30"), "the file's keywords");
  await axe.bothThemes("add-keywords dialog", ".ant-modal");
  await addKeywords.getByRole("button", { name: "Add", exact: true }).click();
  await expectVisible(page.getByText("1-5 of 30"), "the 30 keywords", { timeout: 15_000 });
  await axe.bothThemes("/keywords");
  await shot(page, "keywords");

  const rows = page.locator(`${content} tr.ant-table-row`);
  const first = (await rows.nth(0).locator("td").nth(1).textContent())?.trim() ?? "";
  await page.getByRole("button", { name: `Check “${first}” now` }).click();
  await expectVisible(
    page.getByText(new RegExp(`^“${first}” (is at position \\d+|is not in the top 250)$`)),
    "the check's result",
    {
      timeout: 15_000,
    },
  );

  for (const i of [0, 1])
    await rows
      .nth(i)
      .getByRole("button", { name: /^Favourite/ })
      .click();
  await page.getByRole("switch").click();
  await expectVisible(page.getByText("1-2 of 2"), "the two favourites", { timeout: 15_000 });

  await page.getByRole("button", { name: "Position history", exact: true }).click();
  await expectUrl(page, /^\/keywords\/history\?/);
  const chart = page.getByRole("img", { name: /Chart of keyword positions/ });
  await expectVisible(chart.locator("canvas").first(), "the chart's lines", { timeout: 30_000 });
  const drawn = await chart
    .locator("canvas")
    .first()
    .evaluate((c) => (c as HTMLCanvasElement).width > 0 && (c as HTMLCanvasElement).height > 0);
  assert.ok(drawn, "the chart is drawn");
  await shot(page, "keyword-history-light");
  await toggleTheme(page, true);
  await expectVisible(chart.locator("canvas").first(), "the chart in dark");
  await shot(page, "keyword-history-dark");
  await toggleTheme(page, false);
  await axe.bothThemes("/keywords/history");
});

test("locales: an admin adds a locale with a flag preview and drags it to the top", async ({ page, axe }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "admin", "/locales");
  const rows = page.locator(`${content} tr.ant-table-row`);
  await expectVisible(rows.first(), "the locales", { timeout: 30_000 });
  await axe.bothThemes("/locales");

  await page.getByRole("button", { name: "Add locale" }).click();
  const add = dialog(page, "Add locale");
  await add.getByLabel("Language").fill("cs");
  await add.getByLabel("Country").fill("cz");
  await add.getByLabel("Name").fill("Czech (Czechia)");
  await expectVisible(add.getByTestId("flag-preview").getByText("CZ"), "the flag preview");
  await axe.bothThemes("add-locale dialog", ".ant-modal");
  await add.getByRole("button", { name: "Save" }).click();
  await expectVisible(page.getByText("Locale added successfully"), "the success toast");
  const czech = rows.filter({ hasText: "Czech (Czechia)" });
  await expectVisible(czech, "the new locale's row");

  // Both rows on screen: a drag that has to scroll starts from whatever row the scroll brings under the pointer.
  await page.setViewportSize({ width: 1366, height: 2400 });
  const saved = page.waitForResponse((r) => r.url().includes("/locales/reorder"), { timeout: 15_000 });
  await czech.dragTo(rows.first());
  assert.equal((await saved).status(), 200, "the new order is saved");
  await page.waitForFunction(
    () => document.querySelector(".ant-layout-content tr.ant-table-row")?.textContent?.includes("Czech (Czechia)"),
    null,
    { timeout: 15_000 },
  );
  await page.reload();
  await expectVisible(rows.first().getByText("Czech (Czechia)"), "the new order after a reload", { timeout: 30_000 });
  await shot(page, "locales");
});
