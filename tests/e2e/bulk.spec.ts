// Bulk actions where they fit: selection and a many-row action on SMS services and on campaigns,
// and a bulk delete cut short by the session's end, told after the next sign-in.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { goInApp, openSignedIn, shot, signIn } from "./lib/browser";
import { toggleTheme } from "./lib/ui";

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

/** Each row's first data cell (after the selection column). */
const names = (page: Page) =>
  page
    .locator(ROWS)
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector("td:not(.ant-table-selection-column)")?.textContent?.trim() ?? ""),
    );

// The bar that counts the selection opens above the table after the first check and moves the rows
// down: each next check waits for the count, or its click can land where the row was.
const checkRow = async (page: Page, row: Locator, count: number) => {
  await row.getByRole("checkbox", { name: "Select row" }).check();
  await expect(
    page.getByRole("region", { name: "Selected rows" }).getByText(`${count} selected`, { exact: true }),
  ).toBeVisible();
};

const selectRows = async (page: Page, rowNames: readonly string[]) => {
  for (const [i, name] of rowNames.entries()) await checkRow(page, page.locator(ROWS, { hasText: name }), i + 1);
};

/** Clicks the bar's action and confirms it in its dialog. */
const runBulk = async (page: Page, action: string) => {
  await page.getByRole("region", { name: "Selected rows" }).getByRole("button", { name: action }).click();
  await page
    .getByRole("dialog", { name: `${action}?` })
    .getByRole("button", { name: action })
    .click();
};

test("SMS services: three selected are turned off in one action, each by its own call; the refused one is named and stays selected", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, "admin", "/sms-service/list");
  await expect(page.locator(ROWS).first()).toBeVisible({ timeout: 30_000 });
  const active = page.locator(ROWS, { hasText: "Active" }).filter({ hasNotText: "Inactive" });
  await expect(active.nth(2)).toBeVisible();
  const chosen = (await active.evaluateAll((rows) =>
    rows.slice(0, 3).map((row) => row.querySelector("td:not(.ant-table-selection-column)")?.textContent?.trim() ?? ""),
  )) as string[];
  await selectRows(page, chosen);
  const bar = page.getByRole("region", { name: "Selected rows" });
  await expect(bar.getByText("3 selected", { exact: true })).toBeVisible();
  await page.evaluate(() => window.__mock!.faults.failNext(1, { status: 409, path: "/sms-services/update" }));
  await runBulk(page, "Turn off 3 selected");
  await expect(page.getByText("2 of 3 done, 1 failed")).toBeVisible({ timeout: 15_000 });
  await expect(bar.getByRole("alert")).toContainText("1 could not be done");
  await expect(bar.getByRole("alert")).toContainText(`${chosen[0]}:`);
  await expect(bar.getByText("1 selected", { exact: true })).toBeVisible();
  await expect(page.locator(ROWS, { hasText: chosen[0] }).getByRole("checkbox", { name: "Select row" })).toBeChecked();
  for (const name of chosen.slice(1)) await expect(page.locator(ROWS, { hasText: name })).toContainText("Inactive");
  await shot(page, "bulk-result-light");
  await toggleTheme(page, true);
  await shot(page, "bulk-result-dark");
});

test("campaigns: two active campaigns are paused in one action", async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, "owner", "/campaign/users-list?list=campaign-users-list&status=ACTIVE");
  await expect(page.locator(ROWS).nth(1)).toBeVisible({ timeout: 30_000 });
  const rows = page.locator(ROWS);
  const first = rows.nth(0);
  const second = rows.nth(1);
  await checkRow(page, first, 1);
  await checkRow(page, second, 2);
  const ids = await rows.evaluateAll((all) => all.slice(0, 2).map((row) => row.getAttribute("data-row-key")));
  await runBulk(page, "Pause 2 selected");
  await expect(page.getByText("Done for 2 rows")).toBeVisible({ timeout: 15_000 });
  await goInApp(page, "/campaign/users-list?list=campaign-users-list&status=PAUSED");
  for (const id of ids) await expect(page.locator(`${ROWS}[data-row-key="${id}"]`)).toContainText("Paused");
});

test("a bulk delete whose session ends after two rows tells, after the new sign-in, which rows remain", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "owner", "/servers/list?list=servers&sort=name:asc");
  await expect(page.locator(ROWS).nth(3)).toBeVisible({ timeout: 30_000 });
  const chosen = (await names(page)).slice(0, 4);
  await selectRows(page, chosen);
  // Each answer takes long enough for the session to be ended while the third call waits for it.
  await page.evaluate(() => window.__mock!.faults.setLatency(1_500));
  await runBulk(page, "Delete 4 selected");
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(page.getByText("2 of 4 done")).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    window.__mock!.faults.expireSession();
    window.__mock!.faults.failNext(1, { status: 401, path: "/auth/refreshToken" });
  });
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  await page.evaluate(() => window.__mock!.faults.setLatency(20));
  await signIn(page, "owner", { from: null });

  const bar = page.getByRole("region", { name: "Selected rows" });
  await expect(bar.getByRole("alert").first()).toContainText("Your session ended while “Delete 4 selected” ran");
  await expect(bar).toContainText(`Done (2): ${chosen[0]}, ${chosen[1]}`);
  await expect(bar).toContainText(`Not done, selected again (2): ${chosen[2]}, ${chosen[3]}`);
  await expect(bar.getByText("2 selected", { exact: true })).toBeVisible();
  await shot(page, "bulk-interrupted-light");
  for (const name of chosen.slice(0, 2)) await expect(page.locator(ROWS, { hasText: name })).toHaveCount(0);
  for (const name of chosen.slice(2))
    await expect(page.locator(ROWS, { hasText: name }).getByRole("checkbox", { name: "Select row" })).toBeChecked();
});
