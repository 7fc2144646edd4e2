// The store areas in the browser (apps, keywords with their history, locales): two flows end to
// end on the production build, axe on each page and dialog in light and dark, and screenshots of
// each.
//
// A USER may only view keywords (ROLE-3), so adding, checking and starring keywords is an ADMIN's
// flow here (docs/api.md, "Store calls: keywords").
import type { Page } from "@playwright/test";
import { shot } from "./lib/browser";
import { dialog, pickOption, toggleTheme } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

const card = (page: Page, name: string) => page.getByRole("article", { name });
// A table's data rows: antd's placeholder and measure rows are rows of the tbody too, with nothing
// accessible that tells them apart.
const dataRows = (page: Page) => page.getByRole("main").locator("tr.ant-table-row");

test("store: an app is added with its preview, re-localised, given 30 keywords from a .csv, checked, starred and charted", async ({
  page,
  axe,
}) => {
  test.setTimeout(240_000);
  await page.goto("/apps");
  await expect(card(page, "Brightleaf Budget"), "the app cards").toBeVisible({ timeout: 30_000 });
  await axe.bothThemes("/apps");
  await shot(page, "apps-light");

  await page.getByRole("button", { name: "Add app" }).click();
  const add = dialog(page, "Add app");
  await expect(add, "the add-app dialog").toBeVisible();
  await pickOption(page, add, "Default locale", { search: "Polish", option: "Polish (Poland)" });
  await add.getByLabel("App id").fill("com.fresh.idea");
  await expect(add.getByTestId("app-preview").getByText("Fresh Idea").first(), "the store preview").toBeVisible({
    timeout: 15_000,
  });
  await axe.bothThemes("add-app dialog", ".ant-modal");
  await shot(page, "apps-add-dialog");
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card(page, "Fresh Idea"), "the new app's card").toBeVisible({ timeout: 15_000 });

  await card(page, "Fresh Idea").getByRole("button", { name: "Change default locale of Fresh Idea" }).click();
  const relocale = dialog(page, "Default locale of Fresh Idea");
  await pickOption(page, relocale, "Default locale", { search: "German", option: "German (Germany)" });
  await relocale.getByRole("button", { name: "Save" }).click();
  await expect(card(page, "Fresh Idea").getByText("German (Germany)"), "the new default locale").toBeVisible();

  await card(page, "Fresh Idea").getByRole("button", { name: "Manage keywords of Fresh Idea" }).click();
  await expect(page).toHaveURL((u) => /^\/keywords\?auid=app-\d+&locale=\d+$/.test(u.pathname + u.search));
  await expect(
    page.getByText("Choose a locale").or(page.getByText("German (Germany)")).first(),
    "the pickers",
  ).toBeVisible();

  await page.getByRole("button", { name: "Add keywords" }).click();
  const addKeywords = dialog(page, "Add keywords");
  const csv = Array.from({ length: 30 }, (_, i) => `fresh idea ${i + 1}`).join(",");
  await addKeywords
    .locator("input[type=file]")
    .setInputFiles({ name: "keywords.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(addKeywords.getByText("Keywords read from the file: 30"), "the file's keywords").toBeVisible();
  await axe.bothThemes("add-keywords dialog", ".ant-modal");
  await addKeywords.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("1-5 of 30"), "the 30 keywords").toBeVisible({ timeout: 15_000 });
  await axe.bothThemes("/keywords");
  await shot(page, "keywords");

  const rows = dataRows(page);
  const first = (await rows.nth(0).locator("td").nth(1).textContent())?.trim() ?? "";
  await page.getByRole("button", { name: `Check “${first}” now` }).click();
  await expect(
    page.getByText(new RegExp(`^“${first}” (is at position \\d+|is not in the top 250)$`)),
    "the check's result",
  ).toBeVisible({ timeout: 15_000 });

  for (const i of [0, 1])
    await rows
      .nth(i)
      .getByRole("button", { name: /^Favourite/ })
      .click();
  await page.getByRole("switch").click();
  await expect(page.getByText("1-2 of 2"), "the two favourites").toBeVisible({ timeout: 15_000 });

  await page.getByRole("button", { name: "Position history", exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === "/keywords/history" && u.search !== "");
  const chart = page.getByRole("img", { name: /Chart of keyword positions/ });
  await expect(chart.locator("canvas").first(), "the chart's lines").toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        chart
          .locator("canvas")
          .first()
          .evaluate((c) => (c as HTMLCanvasElement).width > 0 && (c as HTMLCanvasElement).height > 0),
      { message: "the chart is drawn" },
    )
    .toBe(true);
  await shot(page, "keyword-history-light");
  await toggleTheme(page, true);
  await expect(chart.locator("canvas").first(), "the chart in dark").toBeVisible();
  await shot(page, "keyword-history-dark");
  await toggleTheme(page, false);
  await axe.bothThemes("/keywords/history");
});

test("locales: an admin adds a locale with a flag preview and drags it to the top", async ({ page, axe }) => {
  test.setTimeout(180_000);
  await page.goto("/locales");
  const rows = dataRows(page);
  await expect(rows.first(), "the locales").toBeVisible({ timeout: 30_000 });
  await axe.bothThemes("/locales");

  await page.getByRole("button", { name: "Add locale" }).click();
  const add = dialog(page, "Add locale");
  await add.getByLabel("Language").fill("cs");
  await add.getByLabel("Country").fill("cz");
  await add.getByLabel("Name").fill("Czech (Czechia)");
  await expect(add.getByTestId("flag-preview").getByText("CZ"), "the flag preview").toBeVisible();
  await axe.bothThemes("add-locale dialog", ".ant-modal");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Locale added successfully"), "the success toast").toBeVisible();
  const czech = rows.filter({ hasText: "Czech (Czechia)" });
  await expect(czech, "the new locale's row").toBeVisible();

  // Both rows on screen: a drag that has to scroll starts from whatever row the scroll brings under the pointer.
  await page.setViewportSize({ width: 1366, height: 2400 });
  const saved = page.waitForResponse((r) => r.url().includes("/locales/reorder"), { timeout: 15_000 });
  await czech.dragTo(rows.first());
  expect((await saved).status(), "the new order is saved").toBe(200);
  await expect(rows.first(), "the new locale first").toContainText("Czech (Czechia)", { timeout: 15_000 });
  await page.reload();
  await expect(rows.first().getByText("Czech (Czechia)"), "the new order after a reload").toBeVisible({
    timeout: 30_000,
  });
  await shot(page, "locales");
});
