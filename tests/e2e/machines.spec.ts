// The machines area in a real browser: an admin searches, sorts, opens a machine's detail dialog
// and sees its tasks; axe finds no serious or critical violation on /machines searched and with its
// boards open, or in the open dialog, in light and dark (the page as it loads, with the shared
// layout, is in the axe sweep; an operator denied /machines is in access.spec.ts).
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectUrl, expectVisible, layout, motionSettled, shot, openSignedIn } from "./lib/browser";
import { test } from "./fixtures";

const machinesTable = (page: Page) => page.locator("main .ant-table").first();
const nameButtons = (page: Page) => machinesTable(page).locator(".ant-table-tbody button");
const shownNames = async (page: Page) => (await nameButtons(page).allInnerTexts()).map((s) => s.trim());

async function waitForNames(page: Page, check: (names: string[]) => boolean, what: string) {
  try {
    await page.waitForFunction(
      (source) => {
        const names = [...document.querySelectorAll("main .ant-table .ant-table-tbody button")].map(
          (b) => b.textContent?.trim() ?? "",
        );
        return (
          names.length > 0 && (new Function("names", `return (${source})(names)`) as (n: string[]) => boolean)(names)
        );
      },
      check.toString(),
      { timeout: 15_000 },
    );
  } catch {
    assert.fail(`expected ${what}; the table shows ${JSON.stringify(await shownNames(page))}`);
  }
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

test("machines: an admin searches, sorts, opens a machine and sees its tasks; axe on page and dialog", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "admin", "/machines");
  await expectUrl(page, "/machines");
  await expectVisible(page.getByRole("heading", { name: "Machines", level: 2 }), "the machines heading");
  await expectVisible(nameButtons(page), "the first machine row");
  await expectVisible(page.getByText("1-5 of 400"), "the range text of 400 machines");

  // Search narrows the list on the server.
  await page.getByLabel("Search machines").fill("ded-waw-04");
  await waitForNames(page, (names) => names.every((n) => n.startsWith("ded-waw-04")), "only ded-waw-04 machines");

  // A header click sorts by name, ascending then descending.
  const nameHeader = machinesTable(page).locator("th", { hasText: /^Name$/ });
  await nameHeader.click();
  await expectVisible(
    machinesTable(page).locator('th[aria-sort="ascending"]', { hasText: /^Name$/ }),
    "Name sorted ascending",
  );
  await waitForNames(page, (names) => names[0] === "ded-waw-04-d1-m001", "ded-waw-04-d1-m001 first");
  const asc = await shownNames(page);
  assert.deepEqual(asc, [...asc].sort(collator.compare), "names ascending");
  await nameHeader.click();
  await expectVisible(
    machinesTable(page).locator('th[aria-sort="descending"]', { hasText: /^Name$/ }),
    "Name sorted descending",
  );
  await waitForNames(page, (names) => names[0] !== "ded-waw-04-d1-m001", "the last name first");
  const desc = await shownNames(page);
  assert.deepEqual(desc, [...desc].sort(collator.compare).reverse(), "names descending");
  await shot(page, "machines-list-light");

  // The first machine of the page with tasks: its dialog lists them.
  const dialog = page.getByRole("dialog");
  let tasks = 0;
  for (const name of desc) {
    await nameButtons(page).filter({ hasText: name }).click();
    await expectVisible(dialog.getByText(`Machine ${name}`), `the dialog of ${name}`);
    const heading = dialog.getByRole("heading", { name: /^Tasks \(\d+\)$/ });
    await expectVisible(heading, "the tasks heading");
    tasks = Number((await heading.innerText()).match(/\d+/)?.[0] ?? 0);
    if (tasks > 0) break;
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await dialog.waitFor({ state: "hidden" });
  }
  assert.ok(tasks > 0, "some machine on the page has tasks");
  await expectVisible(dialog.getByText("Serial"), "the machine's serial");
  const rows = dialog.locator(".ant-table-tbody tr.ant-table-row");
  assert.equal(await rows.count(), tasks, "one row per task");
  assert.match(await rows.first().locator(".ant-tag").innerText(), /^(Success|Not run|Error)$/);
  await motionSettled(page);
  await shot(page, "machines-dialog-light");
  await axe.scan("machine dialog (light)", { include: ".ant-modal" });

  // The same in dark.
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await dialog.waitFor({ state: "hidden" });
  await layout(page).header.locator("button[aria-pressed]").first().click();
  await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
  await axe.scan("/machines (dark)", { include: "main" });
  await page.getByRole("button", { name: /^ADB Raspberry Pi boards/ }).click();
  await expectVisible(page.getByText("rpi-01", { exact: true }), "the boards table");
  await axe.scan("/machines with boards (dark)", { include: "main" });
  await nameButtons(page).first().click();
  await expectVisible(dialog.getByRole("heading", { name: /^Tasks \(\d+\)$/ }), "the dialog in dark");
  await motionSettled(page);
  await shot(page, "machines-dialog-dark");
  await axe.scan("machine dialog (dark)", { include: ".ant-modal" });
});
