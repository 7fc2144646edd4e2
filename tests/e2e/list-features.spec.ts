// What every declared list offers, in the production build: the export holds every
// filtered row, a hidden column stays hidden after a reload, and a saved view's link shows
// another allowed user the same rows and columns.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Page } from "@playwright/test";
import { newContext, openSignedIn, sessionFile, shot } from "./lib/browser";
import { expect, signedInAs, test } from "./fixtures";

// The data rows: antd's placeholder and measure rows are rows of the tbody too, and its selection
// column is told apart by its class alone (its cell holds only a checkbox).
const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";
const headers = (page: Page) => page.getByRole("main").getByRole("columnheader").allInnerTexts();
/** Each row's first data cell (after the selection column, when there is one). */
const names = (page: Page) =>
  page.$$eval(ROWS, (rows) =>
    rows.map((row) => row.querySelector("td:not(.ant-table-selection-column)")?.textContent?.trim() ?? ""),
  );

test.describe("as the owner", () => {
  test.use(signedInAs("owner"));

  test("the export holds every row the filter keeps, across pages, and reads back through papaparse", async ({
    page,
  }) => {
    await page.goto("/users?list=users&status=ACTIVE&sort=login:asc");
    await expect(page.locator(ROWS).first(), "the user rows").toBeVisible();
    const rangeText = page.getByText(/^1-5 of \d+$/);
    await expect(rangeText, "the range of the first page").toBeVisible();
    const total = Number((await rangeText.innerText()).split(" of ")[1]);
    expect(total, `more than one page (${total})`).toBeGreaterThan(5);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    const text = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(["Login", "Name", "Surname", "E-mail", "Status", "Roles"]);
    expect(rows).toHaveLength(total);
    expect(
      rows.filter((row) => row.length !== header?.length || row[4] !== "Active"),
      "rows of another width or status",
    ).toEqual([]);
    // Written again by papaparse, the cells come out as the console wrote them.
    expect(Papa.unparse(parsed.data, { newline: "\r\n" }).trim()).toBe(text.trim());
  });

  test("a hidden column stays hidden after a reload, and a saved view's link shows an admin the same rows and columns", async ({
    page,
    browser,
    axe,
  }) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    // Servers: a list the OWNER and ADMINs both see.
    await page.goto("/servers/list?list=servers&sort=name:desc&q=pi-");
    await expect(page.locator(ROWS).first(), "the server rows").toBeVisible();
    await page.getByRole("button", { name: /^Columns/ }).click();
    await page.getByRole("group", { name: "Shown columns" }).getByRole("checkbox", { name: "IP address" }).click();
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.locator(ROWS).first(), "the server rows after the reload").toBeVisible({ timeout: 30_000 });
    await expect.poll(() => headers(page), { message: "IP address stays hidden" }).not.toContain("IP address");

    await page.getByRole("button", { name: /^Views/ }).click();
    await page.getByRole("textbox", { name: "Name of this view" }).fill("Raspberry servers");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("View Raspberry servers saved"), "the saved toast").toBeVisible();
    await axe.scan("saved views menu", { include: ".ant-popover" });
    await shot(page, "list-views-menu");
    await page.getByRole("button", { name: "Copy the link to Raspberry servers" }).click();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(clipboard, { message: "the view's link copied" }).toMatch(/^https?:\/\//);
    const link = await clipboard();
    await expect.poll(async () => (await names(page)).length, { message: "the view shows rows" }).toBeGreaterThan(1);
    const shown = await names(page);

    const other = await newContext(browser, { storageState: sessionFile("admin") });
    try {
      const admin = await other.newPage();
      const url = new URL(link);
      await admin.goto(`${url.pathname}${url.search}`);
      // A cold load of a second browser on a busy machine.
      await expect(admin.locator(ROWS).first(), "the admin's rows").toBeVisible({ timeout: 30_000 });
      await expect.poll(() => names(admin), { message: "the admin's rows are the owner's" }).toEqual(shown);
      await expect(async () => {
        const columns = await headers(admin);
        expect(columns, "the view's columns").toContain("Identifier");
        expect(columns, "the view's columns").not.toContain("IP address");
      }).toPass();
    } finally {
      await other.close();
    }
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the bulk bar, the undo toast and the export progress in the ${theme} theme`, async ({ page, axe }) => {
    // The theme is a stored preference from the first paint on, as a returning user has it.
    await openSignedIn(page, "owner", "/servers/list?list=servers&sort=name:asc", { ui: { theme } });
    await expect(page.locator(ROWS).first(), "the server rows").toBeVisible();
    const [first = "", second = ""] = await names(page);
    for (const name of [first, second])
      await page.locator(ROWS, { hasText: name }).getByRole("checkbox", { name: "Select row" }).check();
    const bar = page.getByRole("region", { name: "Selected rows" });
    await expect(bar.getByText("2 selected", { exact: true }), "the bulk bar").toBeVisible();
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
    await expect(page.getByRole("button", { name: "Undo" }), "the undo toast").toBeVisible();
    await shot(page, `list-undo-${theme}`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.locator(ROWS, { hasText: first }).first(), "the row back").toBeVisible();
  });
}
