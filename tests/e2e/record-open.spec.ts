// Links that open the record (production build): palette hits on an app, a campaign and a locale
// open that record, "ukr" finds Українська, and a new server's toast opens it while its list marks it.
import { goInApp, layout, openSignedIn, shot } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const ROWS = ".ant-layout-content .ant-table-tbody tr.ant-table-row";

const openPalette = async (page: Page) => {
  await layout(page)
    .header.getByRole("button", { name: tr("palette.open").replace(":shortcut", "Ctrl+K"), exact: true })
    .click();
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(palette).toBeVisible({ timeout: 30_000 });
  return palette;
};

for (const theme of ["light", "dark"] as const) {
  test(`a palette hit on an app brings its card to view, marked (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, "operator", "/", { ui: { theme } });
    const palette = await openPalette(page);
    await page.keyboard.type(".app");
    const hit = palette.locator('[cmdk-item][data-value^="record:apps:"]').first();
    await expect(hit).toBeVisible({ timeout: 30_000 });
    const auid = ((await hit.getAttribute("data-value")) ?? "").replace("record:apps:", "");
    await shot(page, `palette-app-${theme}`);
    await hit.click();
    await expect(page).toHaveURL(/\/apps(\?|$)/);
    const card = page.locator(`[data-record-key="${auid}"]`);
    await expect(card).toHaveAttribute("aria-current", "true", { timeout: 30_000 });
    await expect(card).toBeInViewport();
    await expect(page).not.toHaveURL(/open=/);
    await shot(page, `app-card-marked-${theme}`);
    await expect(card).not.toHaveAttribute("aria-current", { timeout: 15_000 });
  });

  test(`a palette hit on a campaign opens its detail page (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, "operator", "/campaign/list", { ui: { theme } });
    const first = page.locator(ROWS).first();
    await expect(first).toBeVisible({ timeout: 60_000 });
    const app = (await first.getByRole("link").first().innerText()).trim();
    const palette = await openPalette(page);
    await page.keyboard.type(app);
    const hit = palette.locator('[cmdk-item][data-value^="record:campaign-list:"]').first();
    await expect(hit).toBeVisible({ timeout: 30_000 });
    const id = ((await hit.getAttribute("data-value")) ?? "").replace("record:campaign-list:", "");
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/campaign/detail\\?id=${id}$`));
    await expect(
      page.getByRole("heading", { name: new RegExp(app.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first(),
    ).toBeVisible({
      timeout: 30_000,
    });
  });

  test(`"ukr" finds Українська and the Ukrainian locale, which opens marked (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, "admin", "/", { ui: { theme } });
    const palette = await openPalette(page);
    await page.keyboard.type("ukr");
    await expect(palette.locator("[cmdk-item]").filter({ hasText: "Українська" })).toBeVisible();
    const locale = palette.locator('[cmdk-item][data-value^="record:locales:"]').filter({ hasText: "Ukrainian" });
    await expect(locale.first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `palette-ukr-${theme}`);
    await locale.first().click();
    await expect(page).toHaveURL(/\/locales(\?|$)/);
    const row = page.locator(ROWS).filter({ hasText: "Ukrainian" }).first();
    await expect(row).toHaveAttribute("aria-current", "true", { timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "The record is marked on page 1" })).toBeAttached();
  });
}

test("a created server's toast opens it, and the list turns to its page and marks it", async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, "admin", "/servers/list");
  await expect(page.locator(ROWS).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Add server" }).click();
  const dialog = page.getByRole("dialog", { name: "Add server" });
  await dialog.getByRole("combobox", { name: "Type" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.locator(".ant-select-item-option").filter({ hasText: "Dedicated" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("e2e-open-01");
  await dialog.getByLabel("IP address").fill("10.7.7.1");
  await dialog.getByLabel("Update link").fill("https://updates.example.com/bot.apk");
  await dialog.getByRole("button", { name: "Save" }).click();

  const toast = page.locator(".ant-notification-notice").filter({ hasText: "Server created" });
  await toast.getByRole("link", { name: "Open" }).click();
  await expect(page.getByRole("dialog", { name: "Edit server e2e-open-01" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("dialog", { name: "Edit server e2e-open-01" }).getByRole("button", { name: "Cancel" }).click();

  const row = page.locator(ROWS).filter({ hasText: "e2e-open-01" });
  await expect(row).toHaveAttribute("aria-current", "true", { timeout: 30_000 });
  await expect(row).toBeInViewport();
  await expect.poll(() => new URL(page.url()).searchParams.get("page")).not.toBeNull();
  await shot(page, "server-created-marked");
  await goInApp(page, "/servers/list");
});
