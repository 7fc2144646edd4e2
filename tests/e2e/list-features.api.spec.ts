// Bulk actions and undoable deletes (issue 29) over a real network: the production build against
// `npm run api`, where the browser's own network layer counts every DELETE and can fail one.
import assert from "node:assert/strict";
import type { Page, Request, Route } from "@playwright/test";
import { test } from "./apiFixtures";
import { expectVisible, goInApp, signIn } from "./lib/browser";

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
  await expectVisible(page.locator(ROWS).first(), "the server rows");
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
  await expectVisible(bar.getByRole("alert"), "the failures");
  assert.match(await bar.getByRole("alert").innerText(), new RegExp(`${second}: The server still has machines`));
  assert.equal(sent().length, 3);
  await expectVisible(bar.getByText("1 selected"), "the failed row still selected");
  await page.waitForFunction(
    ([gone, kept]) => {
      const shown = [...document.querySelectorAll(".ant-table-tbody tr.ant-table-row")].map((r) => r.textContent ?? "");
      return !shown.some((t) => t.includes(gone ?? "")) && shown.some((t) => t.includes(kept ?? ""));
    },
    [first, second] as const,
  );
  const left = await names(page);
  assert.ok(!left.includes(first) && !left.includes(third) && left.includes(second), left.join(", "));
  assert.ok(await page.locator(ROWS, { hasText: second }).getByRole("checkbox", { name: "Select row" }).isChecked());
});

test("a delete is undoable for 5 s: Undo sends nothing and keeps the row; letting it run sends exactly one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent = await watchDeletes(page);
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
  await expectVisible(page.getByText(/^Deleted\. Undo within [1-5] s$/), "the undo toast");
  assert.ok(!(await names(page)).includes(name), "the row leaves at once");
  await page.getByRole("button", { name: "Undo" }).click();
  await expectVisible(row, "the row back");
  await page.waitForTimeout(5_500);
  assert.deepEqual(sent(), []);

  await remove();
  await expectVisible(page.getByText("Server deleted"), "the delete done", { timeout: 10_000 });
  assert.equal(sent().length, 1);
  assert.ok(!(await names(page)).includes(name));
});
