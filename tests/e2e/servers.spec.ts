// Servers and the update center in the browser (business areas §4, §5, §7 Servers, §8):
// an admin edits a server and adds a disk, creates a DEDIK server after fixing its ip, pushes
// an update; axe finds no serious or critical violation in the open dialog and drawer, in light
// and dark (the pages themselves are scanned by the axe sweep); screenshots of each in both themes.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectVisible, goInApp, motionSettled, shot, openSignedIn, type SignedInLogin } from "./lib/browser";
import type { AxeRecorder } from "./lib/axe";
import { dialog, pickOption, toggleTheme } from "./lib/ui";
import { tr } from "./lib/i18n";
import { expect, test } from "./fixtures";

const LIST = "/servers/list";
const CENTER = "/servers/update-center";
const FIRST = "pi-lviv-01";

const row = (page: Page, name: string) => page.locator("tr.ant-table-row", { hasText: name }).first();

async function openList(page: Page, login: SignedInLogin = "admin") {
  await openSignedIn(page, login, LIST);
  await expectVisible(row(page, FIRST), `the row of ${FIRST}`, { timeout: 30_000 });
}

test("servers: an admin edits a server, adds a disk and sees it after reopening", async ({ page }) => {
  // The suite runs with reduced motion; this flow keeps antd's opening and closing motions.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await openList(page);
  await row(page, FIRST)
    .getByRole("button", { name: tr("servers.actions.edit") })
    .click();
  const edit = dialog(page, tr("servers.dialog.title_edit").replace(":name", FIRST));
  await expectVisible(edit.getByLabel(tr("servers.fields.name"), { exact: true }), "the edit dialog");
  const names = edit.getByLabel(tr("servers.disks.name"), { exact: true });
  const before = await names.count();
  assert.ok(before > 0, "the server has disks");
  assert.equal(await names.first().isDisabled(), true, "a stored disk's name is locked");
  assert.equal(
    await edit.getByLabel(tr("servers.fields.identifier"), { exact: true }).isEditable(),
    false,
    "the identifier is locked",
  );

  await edit.getByRole("button", { name: tr("servers.disks.add") }).click();
  await names.nth(before).fill("hub-e2e");
  await edit.getByLabel(tr("servers.disks.count_machine_max"), { exact: true }).nth(before).fill("4");
  await edit.getByRole("button", { name: tr("def.resource.save") }).click();
  await expectVisible(
    page.locator(".ant-notification-notice", { hasText: "Server updated" }),
    "the 'Server updated' toast",
  );
  await edit.waitFor({ state: "hidden" });

  await row(page, FIRST)
    .getByRole("button", { name: tr("servers.actions.edit") })
    .click();
  await expectVisible(
    edit.getByLabel(tr("servers.disks.name"), { exact: true }).nth(before),
    "the added disk after reopening",
  );
  assert.equal(await names.nth(before).inputValue(), "hub-e2e");
  assert.equal(await names.nth(before).isDisabled(), true, "the saved disk is stored now, so its name is locked");
});

test("servers: an admin creates a DEDIK server after fixing an invalid ip", async ({ page }) => {
  await openList(page);
  await page.getByRole("button", { name: tr("servers.actions.add") }).click();
  const add = dialog(page, tr("servers.dialog.title_add"));
  await expectVisible(add.getByLabel(tr("servers.fields.name"), { exact: true }), "the add dialog");
  await pickOption(page, add, tr("servers.fields.type"), { option: tr("servers.types.DEDIK") });

  await add.getByLabel(tr("servers.fields.name"), { exact: true }).fill("ded-e2e-01");
  await add.getByLabel(tr("servers.fields.ip"), { exact: true }).fill("10.0.0");
  await add
    .getByLabel(tr("servers.dialog.params_fields.update_link"), { exact: true })
    .fill("https://updates.example.com/bot.apk");
  await add.getByRole("button", { name: tr("def.resource.save") }).click();
  await expectVisible(
    add.getByText("IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7"),
    "the ip message",
  );
  await motionSettled(page);
  await shot(page, "servers-dialog-invalid-ip-light");

  await add.getByLabel(tr("servers.fields.ip"), { exact: true }).fill("10.0.0.42");
  await add.getByRole("button", { name: tr("def.resource.save") }).click();
  await expectVisible(
    page.locator(".ant-notification-notice", { hasText: "Server created" }),
    "the 'Server created' toast",
  );
  await add.waitFor({ state: "hidden" });

  await page.getByPlaceholder(tr("servers.search")).fill("ded-e2e");
  await expectVisible(row(page, "ded-e2e-01"), "the created server in the list");
  // The search applies after its debounce: until then the list still shows the page it turned to after the save.
  await expect(page.locator("tr.ant-table-row")).toHaveCount(1);
});

test("servers: the update center pushes an update to the chosen servers", async ({ page }) => {
  await openSignedIn(page, "admin", CENTER);
  await expectVisible(row(page, FIRST), "the update center's rows", { timeout: 30_000 });
  const push = page.getByRole("button", { name: new RegExp(`^${tr("servers.update_center.push")}`) });
  assert.equal(await push.isDisabled(), true, "nothing chosen: the button is disabled");

  const rows = page.locator("tr.ant-table-row");
  await rows.nth(0).getByLabel("Select row").check();
  await rows.nth(1).getByLabel("Select row").check();
  await push.click();
  const confirm = dialog(page, tr("servers.update_center.confirm_title"));
  await expectVisible(confirm, "the confirm dialog");
  await confirm.getByRole("button", { name: tr("servers.update_center.confirm") }).click();

  await expectVisible(page.locator(".ant-notification-notice", { hasText: "Servers updated: 2" }), "the success toast");
  const result = page.locator(".ant-alert", { hasText: tr("servers.update_center.result_title") });
  await expectVisible(result, "the reported versions");
  assert.equal(await result.locator("li").count(), 2);
  assert.equal(await push.isDisabled(), true, "the selection is cleared after the push");
});

/** Opens the machines drawer of the first server, audits it, takes its picture and closes it. */
async function auditMachines(page: Page, axe: AxeRecorder, mode: string) {
  await row(page, FIRST)
    .getByRole("button", { name: tr("servers.actions.machines") })
    .click();
  const drawer = page.locator(".ant-drawer-content", { hasText: tr("servers.machines.title").replace(":name", FIRST) });
  await expectVisible(drawer.locator("tr.ant-table-row"), "the server's machines");
  await motionSettled(page);
  await axe.scan(`machines drawer (${mode})`, { include: ".ant-drawer" });
  await shot(page, `servers-machines-${mode}`);
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "hidden" });
}

/** Opens the edit dialog of the first server, audits it, takes its picture and closes it. */
async function auditDialog(page: Page, axe: AxeRecorder, mode: string) {
  await row(page, FIRST)
    .getByRole("button", { name: tr("servers.actions.edit") })
    .click();
  const edit = dialog(page, tr("servers.dialog.title_edit").replace(":name", FIRST));
  await expectVisible(edit.getByLabel(tr("servers.fields.name"), { exact: true }), "the edit dialog");
  await motionSettled(page);
  await axe.scan(`server dialog (${mode})`, { include: ".ant-modal-wrap" });
  await shot(page, `servers-dialog-${mode}`);
  await edit.getByRole("button", { name: tr("def.resource.cancel") }).click();
  await edit.waitFor({ state: "hidden" });
}

test("servers: axe finds no serious or critical violation in the server dialog and a server's machines (light and dark)", async ({
  page,
  axe,
}) => {
  test.setTimeout(150_000);
  await openList(page, "owner");
  await motionSettled(page);
  await shot(page, "servers-list-light");
  await auditDialog(page, axe, "light");
  await auditMachines(page, axe, "light");

  await toggleTheme(page, true);
  await shot(page, "servers-list-dark");
  await auditDialog(page, axe, "dark");
  await auditMachines(page, axe, "dark");

  await goInApp(page, CENTER);
  // The list's rows carry the same names: the heading tells that the update center is drawn.
  await expectVisible(page.getByRole("heading", { name: tr("servers.update_center.title") }), "the update center");
  await expectVisible(row(page, FIRST), "the update center's rows", { timeout: 30_000 });
  await motionSettled(page);
  await shot(page, "servers-update-center-dark");
  await toggleTheme(page, false);
  await shot(page, "servers-update-center-light");
});
