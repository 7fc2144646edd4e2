// Proxies and proxy configs (business areas §3, §5, §7): an admin adds a config and finds it
// listed, the owner deletes it; the proxy list filtered by a config shows only that config's
// proxies; axe scans of the pages as the flows change them and of the open dialogs, light and dark
// (the pages as they load are in the axe sweep), with screenshots.
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { expectUrl, expectVisible, layout, motionSettled, shot, signIn, toastsGone, openSignedIn } from "./lib/browser";
import { toggleTheme } from "./lib/ui";
import { tr } from "./lib/i18n";
import { test } from "./fixtures";

const text = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`:${k}`, String(v)), tr(key));

/** Picks `label` in an antd Select (its search input), optionally typing to filter first. */
async function choose(page: Page, select: Locator, label: string, typed?: string) {
  // A Select without search keeps its input under the shown value, which takes the click.
  await motionSettled(page);
  await select.click({ force: true });
  if (typed) await select.fill(typed);
  await motionSettled(page);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
}

const tableRows = (page: Page) => layout(page).main.locator(".ant-table-tbody tr.ant-table-row");

async function signOut(page: Page) {
  await toastsGone(page);
  await layout(page)
    .header.getByRole("button", { name: tr("topbar.user_menu") })
    .click();
  await motionSettled(page);
  await page.getByRole("menuitem", { name: tr("nav.logout") }).click();
  await expectUrl(page, /^\/auth/);
}

test("an admin adds a proxy config and finds it listed; the owner deletes it (with axe scans)", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  const baseUrl = `https://e2e-${Date.now()}.example.com`;
  await openSignedIn(page, "admin", "/proxy/configs");
  await expectVisible(page.getByRole("heading", { name: tr("proxy.configs.title"), level: 2 }), "the configs title", {
    timeout: 30_000,
  });
  await expectVisible(tableRows(page), "the config rows");
  assert.equal(
    await page.getByRole("button", { name: text("proxy.configs.delete_named", { id: 1 }) }).count(),
    0,
    "an admin sees no delete",
  );
  await page.waitForLoadState("networkidle");
  await shot(page, "proxy-configs-light");

  await page.getByRole("button", { name: tr("proxy.configs.add") }).click();
  const dialog = page.locator(".ant-modal").filter({ hasText: tr("proxy.config.add_title") });
  await expectVisible(dialog, "the add dialog");
  assert.equal(await dialog.getByLabel(tr("proxy.configs.fields.delayCheck")).inputValue(), "30");
  // The required rules first: an empty form is not sent. Clicked once the dialog stands still:
  // a click during its opening motion can miss the moving button.
  await motionSettled(page);
  await dialog.getByRole("button", { name: tr("proxy.config.add"), exact: true }).click();
  await expectVisible(dialog.getByText(tr("proxy.config.errors.locale_required")), "the locale required message");
  // The pointer still rests on the Add button, whose hover colour is not the one to judge.
  await page.mouse.move(0, 0);
  await motionSettled(page);
  await axe.scan("add dialog (light)", { include: ".ant-modal" });
  await shot(page, "proxy-config-dialog-light");

  await choose(
    page,
    dialog.getByLabel(tr("proxy.configs.fields.serviceType"), { exact: true }),
    tr("proxy.service_types.DATACENTER"),
  );
  await choose(page, dialog.getByLabel(tr("proxy.configs.fields.proxyType"), { exact: true }), "HTTPS");
  await dialog.getByLabel(tr("proxy.configs.fields.baseUrl")).fill(baseUrl);
  await dialog.getByLabel(tr("proxy.configs.fields.queryUrl")).fill("/export?country=pl");
  await choose(
    page,
    dialog.getByLabel(tr("proxy.configs.fields.localeId"), { exact: true }),
    `Test: Polish (Poland) (pl_pl) · ${tr("proxy.config.test_locale")}`,
    "Test: Polish",
  );
  await dialog
    .getByLabel(text("proxy.config.row_label", { label: tr("proxy.configs.fields.authKey"), row: 1 }))
    .fill("X-Auth");
  await dialog
    .getByLabel(text("proxy.config.row_label", { label: tr("proxy.config.auth_value"), row: 1 }))
    .fill("e2e-secret");
  await dialog.getByRole("button", { name: tr("proxy.config.add"), exact: true }).click();

  await expectVisible(page.getByText(tr("proxy.config.added")), "the added toast");
  // Five rows a page: the sixth config is on the second page, which the list turns to after the save.
  await expectVisible(page.getByText("6-6 of 6"), "the page with the new config");
  const added = tableRows(page).filter({ hasText: baseUrl });
  await expectVisible(added, `the new config ${baseUrl} in the list`);
  await expectVisible(added.getByText("Test: Polish (Poland)"), "the new config's TEST locale");
  const id = Number((await added.locator("td").first().locator("strong").innerText()).trim());
  assert.ok(id > 5, `the new config gets a fresh id, got ${id}`);

  await signOut(page);
  await signIn(page, "owner", { from: null });
  // The list's page is in the URL, so a link opens the second page directly.
  await page.goto("/proxy/configs?list=proxy-configs&page=2");
  await expectVisible(tableRows(page).filter({ hasText: baseUrl }), "the new config, seen by the owner");
  await page.getByRole("button", { name: text("proxy.configs.delete_named", { id }) }).click();
  const confirm = page.locator(".ant-modal").filter({ hasText: tr("proxy.configs.delete_title") });
  await confirm.getByRole("button", { name: tr("proxy.configs.delete"), exact: true }).click();
  await expectVisible(page.getByText(tr("proxy.configs.deleted")), "the deleted toast");
  await tableRows(page).filter({ hasText: baseUrl }).waitFor({ state: "detached" });

  await toggleTheme(page, true);
  await axe.scan("/proxy/configs (dark)", { include: "main" });
  await shot(page, "proxy-configs-dark");
  await page.getByRole("button", { name: text("proxy.configs.edit_named", { id: 2 }) }).click();
  const edit = page.locator(".ant-modal").filter({ hasText: text("proxy.config.edit_title", { id: 2 }) });
  await expectVisible(edit, "the edit dialog");
  await axe.scan("edit dialog (dark)", { include: ".ant-modal" });
  await shot(page, "proxy-config-dialog-dark");
});

test("the proxy list filtered by a config shows only that config's proxies (with axe scans)", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "admin", "/proxy/list");
  await expectVisible(page.getByRole("heading", { name: tr("proxy.list.title"), level: 2 }), "the proxies title", {
    timeout: 30_000,
  });
  await expectVisible(tableRows(page), "the proxy rows");
  await expectVisible(page.getByText("1-5 of 300"), "the range of every config's proxies");

  await choose(
    page,
    page.getByRole("combobox", { name: tr("proxy.list.config_filter"), exact: true }),
    "#3 · racknode.example.org",
  );
  await expectUrl(page, /\/proxy\/list\?config=3$/);
  await expectVisible(page.getByText("1-5 of 60"), "the range of config 3's proxies");
  const configCells = await tableRows(page).locator("td:nth-child(3)").allInnerTexts();
  assert.equal(configCells.length, 5);
  for (const cell of configCells)
    assert.match(cell, /racknode\.example\.org\s+#3 · /, `a row of another config: ${cell}`);
  await page.waitForLoadState("networkidle");
  await axe.scan("/proxy/list (light)", { include: "main" });
  await shot(page, "proxy-list-light");

  await toggleTheme(page, true);
  await axe.scan("/proxy/list (dark)", { include: "main" });
  await shot(page, "proxy-list-dark");

  await page.setViewportSize({ width: 390, height: 844 });
  // The layout collapses its sidebar on load at this width; a reload measures the phone layout itself.
  await page.reload();
  // A phone shows the proxies as cards.
  await expectVisible(page.locator("main li[data-row-key]").first(), "the proxy cards at 390 px", { timeout: 30_000 });
  await motionSettled(page);
  await shot(page, "proxy-list-390");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 1, `the page itself must not scroll sideways at 390 px (overflow ${overflow} px)`);
});
