// Proxies and proxy configs (docs/rules/proxies.md): an admin adds a config and finds it
// listed, the owner deletes it; the proxy list filtered by a config shows only that config's
// proxies; axe scans of the pages as the flows change them and of the open dialogs, light and dark
// (the pages as they load are in the axe sweep), with screenshots.
import type { Locator, Page } from "@playwright/test";
import { layout, motionSettled, shot, signIn, toastsGone } from "./lib/browser";
import { toggleTheme } from "./lib/ui";
import { tr } from "./lib/i18n";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("admin"));

const text = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`:${k}`, String(v)), tr(key));

/** Picks `label` in an antd Select (its search input), optionally typing to filter first. */
async function choose(page: Page, select: Locator, label: string, typed?: string) {
  // A Select without search keeps its input under the shown value, which takes the click.
  await motionSettled(page);
  await select.click({ force: true });
  if (typed) await select.fill(typed);
  await motionSettled(page);
  // antd's shown options have no role (its role=option copies are hidden, for screen readers).
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
}

// antd marks data rows apart from the header row, which getByRole("row") would count too.
const tableRows = (page: Page) => layout(page).main.locator(".ant-table-tbody tr.ant-table-row");

async function signOut(page: Page) {
  await toastsGone(page);
  await layout(page)
    .header.getByRole("button", { name: tr("topbar.user_menu") })
    .click();
  await motionSettled(page);
  await page.getByRole("menuitem", { name: tr("nav.logout") }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/auth"));
}

test("an admin adds a proxy config and finds it listed; the owner deletes it (with axe scans)", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  const baseUrl = `https://e2e-${Date.now()}.example.com`;
  await page.goto("/proxy/configs");
  await expect(
    page.getByRole("heading", { name: tr("proxy.configs.title"), level: 2 }),
    "the configs title",
  ).toBeVisible({ timeout: 30_000 });
  await expect(tableRows(page).first(), "the config rows").toBeVisible();
  await expect(
    page.getByRole("button", { name: text("proxy.configs.delete_named", { id: 1 }) }),
    "an admin sees no delete",
  ).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await shot(page, "proxy-configs-light");

  await page.getByRole("button", { name: tr("proxy.configs.add") }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: tr("proxy.config.add_title") });
  await expect(dialog, "the add dialog").toBeVisible();
  await expect(dialog.getByLabel(tr("proxy.configs.fields.delayCheck"))).toHaveValue("30");
  // The required rules first: an empty form is not sent. Clicked once the dialog stands still:
  // a click during its opening motion can miss the moving button.
  await motionSettled(page);
  await dialog.getByRole("button", { name: tr("proxy.config.add"), exact: true }).click();
  await expect(
    dialog.getByText(tr("proxy.config.errors.locale_required"), { exact: true }),
    "the locale required message",
  ).toBeVisible();
  // The pointer still rests on the Add button, whose hover colour is not the one to judge.
  await page.mouse.move(0, 0);
  await motionSettled(page);
  // axe takes a CSS selector: the open dialog's antd container.
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

  await expect(page.getByText(tr("proxy.config.added")).first(), "the added toast").toBeVisible();
  // Five rows a page: the sixth config is on the second page, which the list turns to after the save.
  await expect(page.getByText("6-6 of 6"), "the page with the new config").toBeVisible();
  const added = tableRows(page).filter({ hasText: baseUrl });
  await expect(added, `the new config ${baseUrl} in the list`).toBeVisible();
  await expect(added.getByText("Test: Polish (Poland)"), "the new config's TEST locale").toBeVisible();
  const id = Number((await added.locator("td").first().locator("strong").innerText()).trim());
  expect(id, `the new config gets a fresh id, got ${id}`).toBeGreaterThan(5);

  await signOut(page);
  await signIn(page, "owner", { from: null });
  // The list's page is in the URL, so a link opens the second page directly.
  await page.goto("/proxy/configs?list=proxy-configs&page=2");
  await expect(tableRows(page).filter({ hasText: baseUrl }), "the new config, seen by the owner").toBeVisible();
  await page.getByRole("button", { name: text("proxy.configs.delete_named", { id }) }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: tr("proxy.configs.delete_title") });
  await confirm.getByRole("button", { name: tr("proxy.configs.delete"), exact: true }).click();
  await expect(page.getByText(tr("proxy.configs.deleted")).first(), "the deleted toast").toBeVisible();
  await expect(tableRows(page).filter({ hasText: baseUrl }), "the deleted config, gone").toHaveCount(0);

  await toggleTheme(page, true);
  await axe.scan("/proxy/configs (dark)", { include: "main" });
  await shot(page, "proxy-configs-dark");
  await page.getByRole("button", { name: text("proxy.configs.edit_named", { id: 2 }) }).click();
  const edit = page.getByRole("dialog").filter({ hasText: text("proxy.config.edit_title", { id: 2 }) });
  await expect(edit, "the edit dialog").toBeVisible();
  // axe takes a CSS selector, as above.
  await axe.scan("edit dialog (dark)", { include: ".ant-modal" });
  await shot(page, "proxy-config-dialog-dark");
});

test("the proxy list filtered by a config shows only that config's proxies (with axe scans)", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.goto("/proxy/list");
  await expect(page.getByRole("heading", { name: tr("proxy.list.title"), level: 2 }), "the proxies title").toBeVisible({
    timeout: 30_000,
  });
  await expect(tableRows(page).first(), "the proxy rows").toBeVisible();
  await expect(page.getByText("1-5 of 300"), "the range of every config's proxies").toBeVisible();

  await choose(
    page,
    page.getByRole("combobox", { name: tr("proxy.list.config_filter"), exact: true }),
    "#3 · racknode.example.org",
  );
  await expect(page).toHaveURL((url) => /\/proxy\/list\?config=3$/.test(url.pathname + url.search));
  await expect(page.getByText("1-5 of 60"), "the range of config 3's proxies").toBeVisible();
  await expect(tableRows(page).locator("td:nth-child(3)"), "five rows, each of config 3").toHaveText(
    Array.from({ length: 5 }, () => /racknode\.example\.org\s+#3 · /),
    { useInnerText: true },
  );
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
  await expect(page.locator("main li[data-row-key]").first(), "the proxy cards at 390 px").toBeVisible({
    timeout: 30_000,
  });
  await motionSettled(page);
  await shot(page, "proxy-list-390");
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: "the page itself must not scroll sideways at 390 px (overflow in px)",
    })
    .toBeLessThanOrEqual(1);
});
