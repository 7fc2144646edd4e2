// Every kind of chart the console draws, drawn from src/lib/chartLibrary.ts (G2 with only
// the parts these charts use). A chart reaching for a part left out throws G2's "Unknown Component"
// inside its ChartBoundary, which shows a warning in its place: none may show, in either theme,
// hovered, filtered by its legend or redrawn for another range.
import type { Locator, Page } from "@playwright/test";
import { openSignedIn } from "./lib/browser";
import { CONTENT, toggleTheme } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("owner"));

/** The box of a laid-out element with a size, once it has one. */
async function sizedBox(
  locator: Locator,
  what: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let box: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  await expect(async () => {
    box = await locator.boundingBox();
    expect(box && box.width > 0 && box.height > 0, what).toBe(true);
  }).toPass();
  return box!;
}

/** Chart failures the page reports: ChartBoundary's console warning and uncaught errors. */
const chartFailures = (page: Page): string[] => {
  const found: string[] = [];
  page.on("console", (m) => {
    if (m.text().startsWith("[chart]")) found.push(m.text());
  });
  page.on("pageerror", (e) => found.push(e.message));
  return found;
};

/** Every chart in the content drawn: a canvas with a size, hovered, and its legend's first entry clicked twice. */
async function everyChartDrawn(page: Page, charts: Locator, where: string) {
  await expect(charts.first(), `${where}: a chart`).toBeVisible({ timeout: 30_000 });
  const count = await charts.count();
  for (let i = 0; i < count; i += 1) {
    const canvas = charts.nth(i).locator("canvas").first();
    await expect(canvas, `${where}: chart ${i + 1} of ${count}`).toBeVisible({ timeout: 30_000 });
    await canvas.scrollIntoViewIfNeeded();
    const box = await sizedBox(canvas, `${where}: chart ${i + 1} has a size`);
    for (const x of [0.3, 0.5, 0.7]) await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.6);
    // The legends sit at the top centre: a click there filters a series out, a second brings it back.
    for (let c = 0; c < 2; c += 1) await page.mouse.click(box.x + box.width / 2, box.y + 10);
  }
  await expect(page.locator(CONTENT), where).toBeVisible();
  await expect(page.getByText("The chart could not be drawn.", { exact: false }), where).toHaveCount(0);
}

test("every chart of /statistic draws in light and dark, hovered and filtered by its legend", async ({ page }) => {
  const failures = chartFailures(page);
  await page.goto("/statistic");
  const charts = page.locator(`${CONTENT} [role=img]:has(canvas)`);
  // Line, column, stacked column and pie: one card each at least.
  await expect
    .poll(() => page.locator(`${CONTENT} [role=img] canvas`).count(), { message: "four charts", timeout: 30_000 })
    .toBeGreaterThanOrEqual(4);
  await everyChartDrawn(page, charts, "/statistic (light)");
  await toggleTheme(page, true);
  await everyChartDrawn(page, charts, "/statistic (dark)");
  expect(failures, "chart failures").toEqual([]);
});

test("the keyword history's chart draws, and redraws for another range and in dark", async ({ page }) => {
  const failures = chartFailures(page);
  await page.goto("/keywords/history?auid=app-0001&locale=1");
  const chart = page.getByRole("img", { name: /Chart of keyword positions/ });
  await everyChartDrawn(page, chart, "keyword history (30 days)");
  await page.getByText("Last 7 days", { exact: true }).click();
  await expect(chart.locator("canvas").first(), "the chart for 7 days").toBeVisible();
  await everyChartDrawn(page, chart, "keyword history (7 days)");
  await toggleTheme(page, true);
  await everyChartDrawn(page, chart, "keyword history (dark)");
  expect(failures, "chart failures").toEqual([]);
});

test("on a phone every chart card's title is whole, its switch and CSV below it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/statistic");
  // A card's title and its extra are plain boxes of antd's card, without a role or name.
  const titles = page.locator(`${CONTENT} .ant-card-head-title`);
  await expect(titles.first(), "the chart cards' titles").toBeVisible({ timeout: 30_000 });
  const cut = () =>
    titles.evaluateAll((nodes) =>
      nodes
        .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.getBoundingClientRect().right > window.innerWidth)
        .map((n) => n.textContent ?? ""),
    );
  await expect.poll(cut, { message: "titles cut or off the screen" }).toEqual([]);
  const extra = page.locator(`${CONTENT} .ant-card-extra`).first();
  await expect(async () => {
    const [titleBox, extraBox] = [await titles.first().boundingBox(), await extra.boundingBox()];
    expect(
      titleBox && extraBox && extraBox.y >= titleBox.y + titleBox.height - 1,
      "the switch and CSV sit below the title",
    ).toBe(true);
  }).toPass();
});

// A chart's legend and its table read in the user's language: statuses by name, never by their
// wire codes, and the table's figures in the language's format.
test("the admin dashboard names account statuses in Ukrainian, without wire codes", async ({ page }) => {
  // Ukrainian as a stored preference from the first paint on, as a returning user has it.
  await openSignedIn(page, "owner", "/statistic", { ui: { language: "ua" } });
  // A card and its table's data rows are told by antd's classes alone.
  const card = page.locator(`${CONTENT} .ant-card`, { hasText: "Акаунти за станом" });
  await expect(card.getByText("Таблиця", { exact: true })).toBeVisible({ timeout: 30_000 });
  await card.getByText("Таблиця", { exact: true }).click();
  const names = card.locator("tbody tr.ant-table-row td:first-child");
  await expect(names.first()).toBeVisible();
  await expect(names.filter({ hasText: "Доступний" })).toHaveCount(1);
  await expect(names.filter({ hasText: /\b[A-Z_]{3,}\b/ })).toHaveCount(0);
});
