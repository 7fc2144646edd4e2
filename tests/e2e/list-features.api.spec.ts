// Bulk actions and undoable deletes over a real network: the production build against
// `npm run api`, where the browser's own network layer counts every DELETE and can fail one.
import type { Page, Request, Route } from "@playwright/test";
import { expect, test } from "./apiFixtures";
import { goInApp, signIn } from "./lib/browser";

// The data rows: antd's placeholder and measure rows are rows of the tbody too, and its selection
// column is told apart by its class alone (its cell holds only a checkbox).
const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

/** Each row's first data cell (after the selection column). */
const names = (page: Page) =>
  page.$$eval(ROWS, (rows) =>
    rows.map((row) => row.querySelector("td:not(.ant-table-selection-column)")?.textContent?.trim() ?? ""),
  );

const isServerDelete = (request: Request) =>
  request.method() === "DELETE" && new URL(request.url()).pathname.endsWith("/servers");

/** Counts the server DELETEs the console sends; the `failing`-th (1-based) is answered 409. */
async function watchDeletes(page: Page, failing?: number): Promise<() => string[]> {
  const sent: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith("/servers"),
    async (route: Route, request: Request) => {
      if (!isServerDelete(request)) return route.continue();
      sent.push(new URL(request.url()).searchParams.get("id") ?? "");
      if (sent.length !== failing) return route.continue();
      return route.fulfill({
        status: 409,
        contentType: "application/json",
        headers: {
          "access-control-allow-origin": request.headers()["origin"] ?? "*",
          "access-control-allow-credentials": "true",
        },
        body: JSON.stringify({ error_message: "The server still has machines" }),
      });
    },
  );
  return () => [...sent];
}

const openServers = async (page: Page) => {
  await signIn(page, "owner");
  await goInApp(page, "/servers/list?list=servers&sort=name:asc");
  await expect(page.locator(ROWS).first(), "the server rows").toBeVisible();
};

test("bulk delete of three servers with one refused: one confirmation, three calls, exactly the refused one left, named and still selected", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent = await watchDeletes(page, 2);
  await openServers(page);
  const [first = "", second = "", third = ""] = await names(page);
  for (const name of [first, second, third])
    await page.locator(ROWS, { hasText: name }).getByRole("checkbox", { name: "Select row" }).check();
  const bar = page.getByRole("region", { name: "Selected rows" });
  await bar.getByRole("button", { name: "Delete 3 selected" }).click();
  await page
    .getByRole("dialog", { name: "Delete 3 selected?" })
    .getByRole("button", { name: "Delete 3 selected" })
    .click();
  await expect(bar.getByRole("alert"), "the failures").toBeVisible();
  await expect(bar.getByRole("alert"), "the refused one named").toContainText(
    new RegExp(`${second}: The server still has machines`),
  );
  await expect.poll(() => sent().length, { message: "the DELETEs sent" }).toBe(3);
  await expect(bar.getByText("1 selected", { exact: true }), "the failed row still selected").toBeVisible();
  await expect(async () => {
    const left = await names(page);
    expect(left, "the rows left").not.toContain(first);
    expect(left, "the rows left").not.toContain(third);
    expect(left, "the rows left").toContain(second);
  }).toPass();
  await expect(
    page.locator(ROWS, { hasText: second }).getByRole("checkbox", { name: "Select row" }),
    "the refused row still selected",
  ).toBeChecked();
});

test("a delete is undoable for 5 s: Undo sends nothing and keeps the row; letting it run sends exactly one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent = await watchDeletes(page);
  // The page's timers on a clock the test moves: the undo window passes without a real wait.
  await page.clock.install();
  await openServers(page);
  const [name = ""] = await names(page);
  const row = page.locator(ROWS, { hasText: name });
  const remove = async () => {
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("dialog", { name: new RegExp(name) })
      .getByRole("button", { name: "Delete" })
      .click();
  };

  await remove();
  await expect(page.getByText(/^Deleted\. Undo within [1-5] s$/), "the undo toast").toBeVisible();
  await expect.poll(() => names(page), { message: "the row leaves at once" }).not.toContain(name);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(row.first(), "the row back").toBeVisible();
  // Past the window: an undone delete still queued would be sent now (and counted below too).
  await page.clock.runFor(5_500);
  expect(sent(), "nothing sent after Undo").toEqual([]);

  await remove();
  await expect(page.getByText(/^Deleted\. Undo within [1-5] s$/), "the undo toast").toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText("Server deleted"), "the delete done").toBeVisible({ timeout: 10_000 });
  await expect.poll(() => sent().length, { message: "exactly one DELETE" }).toBe(1);
  await expect.poll(() => names(page), { message: "the row gone" }).not.toContain(name);
});
