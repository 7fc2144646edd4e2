// What every declared list offers (issue 29), in the production build: the export holds every
// filtered row, a hidden column stays hidden after a reload, and a saved view's link shows
// another allowed user the same rows and columns.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Page } from "@playwright/test";
import { expectVisible, newContext, openSignedIn, shot } from "./lib/browser";
import { test } from "./fixtures";

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";
const headers = (page: Page) =>
  page.locator(".ant-layout-content .ant-table-thead th:not(.ant-table-selection-column)").allInnerTexts();
/** Each row's first data cell (after the selection column, when there is one). */
const names = (page: Page) =>
  page.$$eval(ROWS, (rows) =>
    rows.map((row) => row.querySelector("td:not(.ant-table-selection-column)")?.textContent?.trim() ?? ""),
  );

test("the export holds every row the filter keeps, across pages, and reads back through papaparse", async ({
  page,
}) => {
  await openSignedIn(page, "owner", "/users?list=users&status=ACTIVE&sort=login:asc");
  await expectVisible(page.locator(ROWS).first(), "the user rows");
  const range = await page.getByText(/^1-5 of \d+$/).innerText();
  const total = Number(range.split(" of ")[1]);
  assert.ok(total > 5, `more than one page (${total})`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export" }).click(),
  ]);
  const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  assert.deepEqual(parsed.errors, []);
  const [header, ...rows] = parsed.data;
  assert.deepEqual(header, ["Login", "Name", "Surname", "E-mail", "Status", "Roles"]);
  assert.equal(rows.length, total);
  assert.ok(rows.every((row) => row.length === header?.length && row[4] === "Active"));
  // Written again by papaparse, the cells come out as the console wrote them.
  assert.equal(Papa.unparse(parsed.data, { newline: "\r\n" }).trim(), text.trim());
});

test("a hidden column stays hidden after a reload, and a saved view's link shows an admin the same rows and columns", async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // Servers: a list the OWNER and ADMINs both see.
  await openSignedIn(page, "owner", "/servers/list?list=servers&sort=name:desc&q=pi-");
  await expectVisible(page.locator(ROWS).first(), "the server rows");
  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("group", { name: "Shown columns" }).getByRole("checkbox", { name: "IP address" }).click();
  await page.keyboard.press("Escape");
  await page.reload();
  await expectVisible(page.locator(ROWS).first(), "the server rows after the reload");
  assert.ok(!(await headers(page)).includes("IP address"), "IP address stays hidden");

  await page.getByRole("button", { name: /^Views/ }).click();
  await page.getByRole("textbox", { name: "Name of this view" }).fill("Raspberry servers");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectVisible(page.getByText("View Raspberry servers saved"), "the saved toast");
  await axe.scan("saved views menu", { include: ".ant-popover" });
  await shot(page, "list-views-menu");
  await page.getByRole("button", { name: "Copy the link to Raspberry servers" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shown = await names(page);
  assert.ok(shown.length > 1, "the view shows rows");

  const other = await newContext(browser);
  try {
    const admin = await other.newPage();
    const url = new URL(link);
    await openSignedIn(admin, "admin", `${url.pathname}${url.search}`);
    await expectVisible(admin.locator(ROWS).first(), "the admin's rows");
    assert.deepEqual(await names(admin), shown);
    const columns = await headers(admin);
    assert.ok(columns.includes("Identifier") && !columns.includes("IP address"), "the view's columns");
  } finally {
    await other.close();
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`the bulk bar, the undo toast and the export progress in the ${theme} theme`, async ({ page, axe }) => {
    await openSignedIn(page, "owner", "/servers/list?list=servers&sort=name:asc", { ui: { theme } });
    await expectVisible(page.locator(ROWS).first(), "the server rows");
    const [first = "", second = ""] = await names(page);
    for (const name of [first, second])
      await page.locator(ROWS, { hasText: name }).getByRole("checkbox", { name: "Select row" }).check();
    const bar = page.getByRole("region", { name: "Selected rows" });
    await expectVisible(bar.getByText("2 selected"), "the bulk bar");
    await axe.scan(`bulk bar (${theme})`, { include: ".ant-card" });
    await shot(page, `list-bulk-${theme}`);
    await bar.getByRole("button", { name: "Clear selection" }).click();

    await page
      .locator(ROWS, { hasText: first })
      .getByRole("button", { name: `Delete ${first}` })
      .click();
    await page
      .getByRole("dialog", { name: new RegExp(first) })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectVisible(page.getByRole("button", { name: "Undo" }), "the undo toast");
    await shot(page, `list-undo-${theme}`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expectVisible(page.locator(ROWS, { hasText: first }), "the row back");
  });
}
