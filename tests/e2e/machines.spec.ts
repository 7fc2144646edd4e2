// The machines area in a real browser: an admin searches, sorts, opens a machine's detail dialog
// and sees its tasks; axe finds no serious or critical violation on /machines searched and with its
// boards open, or in the open dialog, in light and dark (the page as it loads, with the shared
// layout, is in the axe sweep; an operator denied /machines is in access.spec.ts).
import type { Page } from "@playwright/test";
import { layout, motionSettled, shot } from "./lib/browser";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

// antd draws a table with a fixed header as two <table>s: .ant-table holds both, and its tbody's
// buttons are the machines' names.
const machinesTable = (page: Page) => page.locator("main .ant-table").first();
const nameButtons = (page: Page) => machinesTable(page).locator(".ant-table-tbody button");
const shownNames = async (page: Page) => (await nameButtons(page).allInnerTexts()).map((s) => s.trim());

async function waitForNames(page: Page, check: (names: string[]) => boolean, what: string) {
  await expect(async () => {
    const names = await shownNames(page);
    expect(names.length > 0 && check(names), `expected ${what}; the table shows ${JSON.stringify(names)}`).toBe(true);
  }).toPass({ timeout: 15_000 });
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

test("machines: an admin searches, sorts, opens a machine and sees its tasks; axe on page and dialog", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.goto("/machines");
  await expect(page).toHaveURL((u) => u.pathname === "/machines");
  await expect(page.getByRole("heading", { name: "Machines", level: 2 }), "the machines heading").toBeVisible();
  await expect(nameButtons(page).first(), "the first machine row").toBeVisible();
  await expect(page.getByText("1-5 of 400"), "the range text of 400 machines").toBeVisible();

  // Search narrows the list on the server.
  await page.getByLabel("Search machines").fill("ded-waw-04");
  await waitForNames(page, (names) => names.every((n) => n.startsWith("ded-waw-04")), "only ded-waw-04 machines");

  // A header click sorts by name, ascending then descending.
  const nameHeader = machinesTable(page).locator("th", { hasText: /^Name$/ });
  await nameHeader.click();
  await expect(nameHeader, "Name sorted ascending").toHaveAttribute("aria-sort", "ascending");
  await waitForNames(page, (names) => names[0] === "ded-waw-04-d1-m001", "ded-waw-04-d1-m001 first");
  await expect(async () => {
    const asc = await shownNames(page);
    expect(asc, "names ascending").toEqual([...asc].sort(collator.compare));
  }).toPass();
  await nameHeader.click();
  await expect(nameHeader, "Name sorted descending").toHaveAttribute("aria-sort", "descending");
  await waitForNames(page, (names) => names[0] !== "ded-waw-04-d1-m001", "the last name first");
  let desc: string[] = [];
  await expect(async () => {
    desc = await shownNames(page);
    expect(desc, "names descending").toEqual([...desc].sort(collator.compare).reverse());
  }).toPass();
  await shot(page, "machines-list-light");

  // The first machine of the page with tasks: its dialog lists them.
  const dialog = page.getByRole("dialog");
  let tasks = 0;
  for (const name of desc) {
    await nameButtons(page).filter({ hasText: name }).click();
    await expect(dialog.getByText(`Machine ${name}`).first(), `the dialog of ${name}`).toBeVisible();
    const heading = dialog.getByRole("heading", { name: /^Tasks \(\d+\)$/ });
    await expect(heading, "the tasks heading").toBeVisible();
    tasks = Number((await heading.innerText()).match(/\d+/)?.[0] ?? 0);
    if (tasks > 0) break;
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
  }
  expect(tasks, "some machine on the page has tasks").toBeGreaterThan(0);
  await expect(dialog.getByText("Serial").first(), "the machine's serial").toBeVisible();
  // The data rows: antd's placeholder and measure rows are rows of the tbody too.
  const rows = dialog.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows, "one row per task").toHaveCount(tasks);
  // A tag has no role of its own.
  await expect(rows.first().locator(".ant-tag")).toHaveText(/^(Success|Not run|Error)$/);
  await motionSettled(page);
  await shot(page, "machines-dialog-light");
  await axe.scan("machine dialog (light)", { include: ".ant-modal" });

  // The same in dark.
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await layout(page).header.locator("button[aria-pressed]").first().click();
  await expect(page.locator("html"), "the dark theme").toHaveClass(/(^|\s)dark(\s|$)/);
  await axe.scan("/machines (dark)", { include: "main" });
  await page.getByRole("button", { name: /^ADB Raspberry Pi boards/ }).click();
  await expect(page.getByText("rpi-01", { exact: true }).first(), "the boards table").toBeVisible();
  await axe.scan("/machines with boards (dark)", { include: "main" });
  await nameButtons(page).first().click();
  await expect(dialog.getByRole("heading", { name: /^Tasks \(\d+\)$/ }), "the dialog in dark").toBeVisible();
  await motionSettled(page);
  await shot(page, "machines-dialog-dark");
  await axe.scan("machine dialog (dark)", { include: ".ant-modal" });
});
