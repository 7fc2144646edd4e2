// Store accounts in the browser: the ADMIN's flow end
// to end on the production build — find an account, decrypt and copy its password, open its
// machine, export 200 available accounts of one locale and import new ones — axe on the page and
// its dialogs in both themes (the list at 20,000 rows is in accounts-scale.serial.spec.ts).
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { shot } from "./lib/browser";
import { dialog, pickOption } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

// The data rows: antd's placeholder and measure rows are rows of the tbody too.
const ROW = ".ant-layout-content tbody tr.ant-table-row";

const firstLogin = (page: Page) => page.locator(ROW).first().locator("td").first().innerText();

test("accounts: an ADMIN finds an account, decrypts and copies its password, opens its machine, exports 200 and imports new ones", async ({
  page,
  context,
  axe,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/accounts");
  await expect(page.locator(ROW).first(), "the account rows").toBeVisible({ timeout: 30_000 });
  await axe.bothThemes("/accounts");
  await shot(page, "accounts-light");

  // Find an account on a machine by the machine's name, then by its login.
  await page.getByPlaceholder("Search by login, e-mail or machine").fill("rpi-05-d1-m001");
  await expect(page.locator(ROW), "the one account on the machine").toHaveCount(1, { timeout: 15_000 });
  const login = (await firstLogin(page)).trim();
  // The row of the machine search shows the same login: wait for the login search's own rows,
  // or the click lands on a row that is about to be replaced (and its decrypted value with it).
  const searched = page.waitForResponse(
    (r) => r.url().includes("/api/accounts/list") && new URL(r.url()).searchParams.get("search") === login,
  );
  await page.getByPlaceholder("Search by login, e-mail or machine").fill(login);
  await expect(page).toHaveURL((u) => u.searchParams.get("search") === login);
  await searched;
  // A skeleton has no role or name.
  await expect(page.locator(".ant-layout-content .ant-skeleton"), "the rows settled").toHaveCount(0);
  const row = page.locator(ROW).filter({ hasText: login });

  await row.getByRole("button", { name: `Decrypt the password of ${login}` }).click();
  const clear = row.locator("code");
  await expect(clear, "the decrypted password").toBeVisible();
  const password = (await clear.innerText()).trim();
  expect(password.length, `a decrypted password, got ${JSON.stringify(password)}`).toBeGreaterThanOrEqual(8);
  await row.getByRole("button", { name: `Copy the password of ${login}` }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: "the copied password" })
    .toBe(password);

  await row.getByRole("button", { name: "Open machine rpi-05-d1-m001" }).click();
  const machine = dialog(page, "rpi-05-d1-m001");
  await expect(machine, "the machine dialog").toBeVisible();
  await machine.getByRole("button", { name: "Close" }).last().click();
  await expect(machine).toBeHidden();

  await row.getByRole("button", { name: `Details of ${login}` }).click();
  const detail = dialog(page, `Account ${login}`);
  await expect(detail.getByText("Recovery IMAP password").first(), "the account detail").toBeVisible();
  await axe.bothThemes("account detail", ".ant-modal");
  await shot(page, "accounts-detail");
  await detail.getByRole("button", { name: "Close" }).last().click();
  await expect(detail).toBeHidden();

  // Export 200 available accounts of Poland.
  await page.getByRole("button", { name: "Export accounts" }).click();
  const exporting = dialog(page, "Export accounts");
  await expect(exporting, "the export dialog").toBeVisible();
  await pickOption(page, exporting, "Locale", { search: "Polish", option: "Polish (Poland)" });
  await exporting.getByLabel("How many accounts").fill("200");
  await axe.bothThemes("export dialog", ".ant-modal");
  await shot(page, "accounts-export");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exporting.getByRole("button", { name: "Export", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("exported_accounts.txt");
  const lines = (await readFile(await download.path(), "utf8")).split("\n").filter(Boolean);
  expect(lines).toHaveLength(200);
  expect(lines[0], "the first line is login:clear password").toMatch(/^[a-z0-9._-]+:[^:]{8,}$/);
  await expect(page.getByText("200 accounts saved to exported_accounts.txt"), "the export toast").toBeVisible();

  // Import two new accounts and one already known.
  const file = path.join(os.tmpdir(), "new-accounts.txt");
  const known = lines[0].split(":")[0];
  await writeFile(file, `e2e.fresh01:Fresh!pass01\ne2e.fresh02:Fresh!pass02\n${known}:whatever1\n`);
  await page.getByRole("button", { name: "Import accounts" }).click();
  const importing = dialog(page, "Import accounts");
  await expect(importing, "the import dialog").toBeVisible();
  await pickOption(page, importing, "Locale", { search: "Polish", option: "Polish (Poland)" });
  await importing.getByRole("checkbox", { name: "Recovery e-mail" }).uncheck();
  await importing.locator('input[type="file"]').setInputFiles(file);
  await expect(importing.getByText("new-accounts.txt"), "the chosen file").toBeVisible();
  await axe.bothThemes("import dialog", ".ant-modal");
  await importing.getByRole("button", { name: "Import", exact: true }).click();
  await expect(importing.getByText("2 imported, 1 rejected"), "the import result").toBeVisible();
  // The list behind the dialog reloads after an import: the shot shows it settled.
  await expect(page.locator("main .ant-skeleton")).toHaveCount(0, { timeout: 30_000 });
  await shot(page, "accounts-import-result");
  await importing.getByRole("button", { name: "Done" }).click();
  await page.getByPlaceholder("Search by login, e-mail or machine").fill("e2e.fresh");
  await expect(page.locator(ROW), "the two imported accounts").toHaveCount(2, { timeout: 15_000 });
});
