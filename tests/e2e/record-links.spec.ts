// Links that open the record (production build): a decrypt's Activity entry reads in words and
// its record cell opens the account itself, and a palette hit on a keyword opens that keyword.
import { goInApp, layout, openSignedIn, shot } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expect, test } from "./fixtures";

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

for (const theme of ["light", "dark"] as const) {
  test(`a decrypt is in Activity with its labels, and its record link opens the account (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openSignedIn(page, "admin", "/accounts", { ui: { theme } });
    const first = page.locator(ROWS).first();
    await expect(first).toBeVisible({ timeout: 60_000 });
    const login = (await first.locator("td").first().innerText()).trim();
    const decrypt = first.getByRole("button", { name: /^Decrypt the password of / });
    const full = ((await decrypt.getAttribute("aria-label")) ?? "").replace("Decrypt the password of ", "");
    await decrypt.click();
    await expect(first.getByRole("button", { name: `Hide the password of ${full}` })).toBeVisible();

    await goInApp(page, "/activity");
    const entry = page.locator(ROWS).filter({ hasText: "Password decrypted" }).first();
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await expect(entry).toContainText("Accounts");
    await expect(entry).toContainText(login.replace(/…$/, ""));
    await shot(page, `activity-decrypt-${theme}`);
    await entry.getByRole("link", { name: `Open ${full}` }).click();
    await expect(page).toHaveURL(/\/accounts(\?|$)/);
    await expect(page.getByRole("dialog", { name: `Account ${full}` })).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/open=/);
  });

  test(`a palette hit on a keyword opens that keyword's history (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, "operator", "/", { ui: { theme } });
    await layout(page)
      .header.getByRole("button", { name: tr("palette.open").replace(":shortcut", "Ctrl+K"), exact: true })
      .click();
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible({ timeout: 30_000 });
    await palette.getByRole("combobox").fill("sleep");
    // cmdk names each item by its value: the keywords' records are "record:keywords:<id>".
    const hit = palette.locator('[cmdk-item][data-value^="record:keywords:"]').first();
    await expect(hit).toBeVisible({ timeout: 30_000 });
    const keyword = (await hit.innerText()).trim();
    await shot(page, `palette-keyword-${theme}`);
    await hit.click();
    await expect(page).toHaveURL(/\/keywords\/history\?auid=[^&]+&locale=\d+&kw=/);
    expect(new URL(page.url()).searchParams.get("kw")).toBe(keyword);
  });
}
