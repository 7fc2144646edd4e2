// The accounts list at 20,000 rows with All: the virtual table keeps at most 100 rows in the DOM,
// and a sort click makes no long task over 200 ms on the page. A timing test of the production
// build against `npm run api`: with the built-in mock, the mock itself sorts and serialises the
// 20,000 rows on the page's main thread (a task of 150-350 ms that a real API never puts there).
// The runner runs `*.serial.spec.ts` files alone, after the rest, so no other browser shares the cores.
import { expect, test } from "./apiFixtures";
import { signIn } from "./lib/browser";
import { longTasksSince, showAllRows, watchLongTasks } from "./lib/ui";

const SORT_TASK_BUDGET_MS = 200;
const DOM_ROWS_BUDGET = 100;

test("accounts: All on 20,000 accounts keeps at most 100 rows in the DOM, and a sort click makes no long task over 200 ms", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await watchLongTasks(page);
  await signIn(page, "admin");
  await page.goto("/accounts");
  const rows = page.locator(".ant-layout-content .ant-table-row");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await showAllRows(page);
  await expect(page.getByText(/of 20,?0\d\d/)).toBeVisible({ timeout: 60_000 });
  // The table lays the long list out as a deferred update, after the range text.
  await expect(page.locator(".ant-layout-content .ant-table-tbody-virtual .ant-table-row").first()).toBeVisible();
  const inDom = await rows.count();
  expect(inDom).toBeGreaterThan(0);
  expect(inDom).toBeLessThanOrEqual(DOM_ROWS_BUDGET);

  const before = await rows.first().innerText();
  const from = await page.evaluate(() => performance.now());
  await page.locator("th.ant-table-column-has-sorters", { hasText: "Login" }).click();
  await expect(rows.first()).not.toHaveText(before, { timeout: 60_000 });
  // The tasks the sorted rows set off (layout, the deferred render) are over once the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  const longest = Math.max(0, ...(await longTasksSince(page, from)).map((task) => task.duration));
  expect(longest, "the longest task after the sort click, in ms").toBeLessThanOrEqual(SORT_TASK_BUDGET_MS);
  expect(await rows.count()).toBeLessThanOrEqual(DOM_ROWS_BUDGET);
});
