// Values people read (production build, mock project): a bulk approval on /users is in Activity
// with its labels and a record link that opens the user, and the keywords' export writes a fall
// in position as a negative number a spreadsheet can sum.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Download, Page } from "@playwright/test";
import { goInApp, shot } from "./lib/browser";
import { toggleTheme } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("owner"));
test.use({ viewport: { width: 1400, height: 900 } });

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

const cellsOf = async (download: Download) => {
  const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
};

const bothThemes = async (page: Page, name: string) => {
  await shot(page, `${name}-light`);
  await toggleTheme(page, true);
  await shot(page, `${name}-dark`);
  await toggleTheme(page, false);
};

test("a bulk approval is in Activity per user, with labels, and its record link opens the user", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto("/users?list=users&status=NEW");
  const rows = page.locator(ROWS);
  await expect(rows.nth(1)).toBeVisible({ timeout: 60_000 });
  const logins = [
    (await rows.nth(0).locator("td").nth(2).innerText()).trim(),
    (await rows.nth(1).locator("td").nth(2).innerText()).trim(),
  ];
  const bar = page.getByRole("region", { name: "Selected rows" });
  // A refetch of the list as it settles can clear a selection made a moment before: select again until it holds.
  await expect(async () => {
    for (const at of [0, 1]) await rows.nth(at).getByRole("checkbox").check();
    await expect(bar.getByRole("button", { name: "Approve 2 selected" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await bar.getByRole("button", { name: "Approve 2 selected" }).click();
  const confirm = page.getByRole("dialog", { name: "Approve 2 selected?" });
  await confirm.getByRole("button", { name: "Approve 2 selected" }).click();
  await expect(page.getByText("Done for 2 rows")).toBeVisible({ timeout: 30_000 });
  await bothThemes(page, "bulk-approve-result");

  await goInApp(page, "/activity");
  const entry = page.locator(ROWS).filter({ hasText: logins[0] }).filter({ hasText: "Approved" }).first();
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText("Users");
  await expect(entry).toContainText("Status: Awaiting approval → Active");
  await expect(page.locator(ROWS).filter({ hasText: logins[1] }).filter({ hasText: "Approved" })).toHaveCount(1);
  await bothThemes(page, "activity-bulk-approve");

  await entry.getByRole("link", { name: `Open ${logins[0]}` }).click();
  await expect(page).toHaveURL(/\/users(\?|$)/);
  await expect(page.getByRole("dialog", { name: `User ${logins[0]}` })).toBeVisible({ timeout: 30_000 });
});

test("the keywords' export writes a fall in position as a negative number, and the status by its label", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/keywords");
  // The first app, in its own locale.
  await page.locator(".ant-select", { hasText: "Choose an app" }).click();
  await page.locator(".ant-select-item-option").first().click();
  await expect(page.locator(ROWS).first()).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const [header, ...rows] = await cellsOf(await download);
  await expect(page.getByText(/^Exported \d+ rows$/)).toBeVisible();
  await bothThemes(page, "export-keywords-result");
  expect(header).toEqual(["Favourite", "Keyword", "Position", "Change", "Status"]);
  const change = header?.indexOf("Change") ?? -1;
  const changes = rows.map((cells) => cells[change] ?? "");
  expect(
    changes.some((cell) => /^-\d+$/.test(cell)),
    "a fall written as a negative number",
  ).toBe(true);
  for (const cell of changes) expect(cell).toMatch(/^(-?\d+)?$/);
  for (const cells of rows) {
    expect(["Tracked", "Checking", "Not ranked"]).toContain(cells[4]);
    expect(["Yes", "No"]).toContain(cells[0]);
  }
});
