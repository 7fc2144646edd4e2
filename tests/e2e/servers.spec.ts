// Servers and the update center in the browser (docs/rules/servers.md):
// an admin edits a server and adds a disk, creates a DEDIK server after fixing its ip, pushes
// an update; axe finds no serious or critical violation in the open dialog and drawer, in light
// and dark (the pages themselves are scanned by the axe sweep); screenshots of each in both themes.
import type { Page } from "@playwright/test";
import { goInApp, motionSettled, shot } from "./lib/browser";
import type { AxeRecorder } from "./lib/axe";
import { dialog, pickOption, toggleTheme } from "./lib/ui";
import { tr } from "./lib/i18n";
import { expect, signedInAs, test } from "./fixtures";

const LIST = "/servers/list";
const CENTER = "/servers/update-center";
const FIRST = "pi-lviv-01";

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name }).first();
// antd marks data rows apart from the header row, which getByRole("row") would count too.
const dataRows = (page: Page) => page.locator("tr.ant-table-row");
/** A toast titled `text` (antd's toasts are alerts). */
const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first();

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(row(page, FIRST), `the row of ${FIRST}`).toBeVisible({ timeout: 30_000 });
}

test.describe(() => {
  test.use(signedInAs("admin"));

  test("servers: an admin edits a server, adds a disk and sees it after reopening", async ({ page }) => {
    // The suite runs with reduced motion; this flow keeps antd's opening and closing motions.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await openList(page);
    await row(page, FIRST)
      .getByRole("button", { name: tr("servers.actions.edit") })
      .click();
    const edit = dialog(page, tr("servers.dialog.title_edit").replace(":name", FIRST));
    await expect(edit.getByLabel(tr("servers.fields.name"), { exact: true }), "the edit dialog").toBeVisible();
    const names = edit.getByLabel(tr("servers.disks.name"), { exact: true });
    await expect(names.first(), "the server has disks").toBeVisible();
    const before = await names.count();
    await expect(names.first(), "a stored disk's name is locked").toBeDisabled();
    await expect(
      edit.getByLabel(tr("servers.fields.identifier"), { exact: true }),
      "the identifier is locked",
    ).not.toBeEditable();

    await edit.getByRole("button", { name: tr("servers.disks.add") }).click();
    await names.nth(before).fill("hub-e2e");
    await edit.getByLabel(tr("servers.disks.count_machine_max"), { exact: true }).nth(before).fill("4");
    await edit.getByRole("button", { name: tr("def.resource.save") }).click();
    await expect(toast(page, "Server updated"), "the 'Server updated' toast").toBeVisible();
    await expect(edit, "the edit dialog, closed").toBeHidden();

    await row(page, FIRST)
      .getByRole("button", { name: tr("servers.actions.edit") })
      .click();
    await expect(
      edit.getByLabel(tr("servers.disks.name"), { exact: true }).nth(before),
      "the added disk after reopening",
    ).toBeVisible();
    await expect(names.nth(before)).toHaveValue("hub-e2e");
    await expect(names.nth(before), "the saved disk is stored now, so its name is locked").toBeDisabled();
  });

  test("servers: an admin creates a DEDIK server after fixing an invalid ip", async ({ page }) => {
    await openList(page);
    await page.getByRole("button", { name: tr("servers.actions.add") }).click();
    const add = dialog(page, tr("servers.dialog.title_add"));
    await expect(add.getByLabel(tr("servers.fields.name"), { exact: true }), "the add dialog").toBeVisible();
    await pickOption(page, add, tr("servers.fields.type"), { option: tr("servers.types.DEDIK") });

    await add.getByLabel(tr("servers.fields.name"), { exact: true }).fill("ded-e2e-01");
    await add.getByLabel(tr("servers.fields.ip"), { exact: true }).fill("10.0.0");
    await add
      .getByLabel(tr("servers.dialog.params_fields.update_link"), { exact: true })
      .fill("https://updates.example.com/bot.apk");
    await add.getByRole("button", { name: tr("def.resource.save") }).click();
    await expect(
      add.getByText("IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7", { exact: true }),
      "the ip message",
    ).toBeVisible();
    await motionSettled(page);
    await shot(page, "servers-dialog-invalid-ip-light");

    await add.getByLabel(tr("servers.fields.ip"), { exact: true }).fill("10.0.0.42");
    await add.getByRole("button", { name: tr("def.resource.save") }).click();
    await expect(toast(page, "Server created"), "the 'Server created' toast").toBeVisible();
    await expect(add, "the add dialog, closed").toBeHidden();

    await page.getByPlaceholder(tr("servers.search")).fill("ded-e2e");
    await expect(row(page, "ded-e2e-01"), "the created server in the list").toBeVisible();
    // The search applies after its debounce: until then the list still shows the page it turned to after the save.
    await expect(dataRows(page)).toHaveCount(1);
  });

  test("servers: the update center pushes an update to the chosen servers", async ({ page }) => {
    await page.goto(CENTER);
    await expect(row(page, FIRST), "the update center's rows").toBeVisible({ timeout: 30_000 });
    const push = page.getByRole("button", { name: new RegExp(`^${tr("servers.update_center.push")}`) });
    await expect(push, "nothing chosen: the button is disabled").toBeDisabled();

    const rows = dataRows(page);
    await rows.nth(0).getByLabel("Select row").check();
    await rows.nth(1).getByLabel("Select row").check();
    await push.click();
    const confirm = dialog(page, tr("servers.update_center.confirm_title"));
    await expect(confirm, "the confirm dialog").toBeVisible();
    await confirm.getByRole("button", { name: tr("servers.update_center.confirm") }).click();

    await expect(toast(page, "Servers updated: 2"), "the success toast").toBeVisible();
    const result = page.getByRole("alert").filter({ hasText: tr("servers.update_center.result_title") });
    await expect(result, "the reported versions").toBeVisible();
    await expect(result.getByRole("listitem")).toHaveCount(2);
    await expect(push, "the selection is cleared after the push").toBeDisabled();
  });
});

/** Opens the machines drawer of the first server, audits it, takes its picture and closes it. */
async function auditMachines(page: Page, axe: AxeRecorder, mode: string) {
  await row(page, FIRST)
    .getByRole("button", { name: tr("servers.actions.machines") })
    .click();
  const drawer = page.getByRole("dialog").filter({ hasText: tr("servers.machines.title").replace(":name", FIRST) });
  await expect(drawer.locator("tr.ant-table-row").first(), "the server's machines").toBeVisible();
  await motionSettled(page);
  // axe takes a CSS selector: the drawer's antd container.
  await axe.scan(`machines drawer (${mode})`, { include: ".ant-drawer" });
  await shot(page, `servers-machines-${mode}`);
  await page.keyboard.press("Escape");
  await expect(drawer, "the drawer, closed").toBeHidden();
}

/** Opens the edit dialog of the first server, audits it, takes its picture and closes it. */
async function auditDialog(page: Page, axe: AxeRecorder, mode: string) {
  await row(page, FIRST)
    .getByRole("button", { name: tr("servers.actions.edit") })
    .click();
  const edit = dialog(page, tr("servers.dialog.title_edit").replace(":name", FIRST));
  await expect(edit.getByLabel(tr("servers.fields.name"), { exact: true }), "the edit dialog").toBeVisible();
  await motionSettled(page);
  // axe takes a CSS selector: the dialog's antd container, its mask included.
  await axe.scan(`server dialog (${mode})`, { include: ".ant-modal-wrap" });
  await shot(page, `servers-dialog-${mode}`);
  await edit.getByRole("button", { name: tr("def.resource.cancel") }).click();
  await expect(edit, "the edit dialog, closed").toBeHidden();
}

test.describe(() => {
  test.use(signedInAs("owner"));

  test("servers: axe finds no serious or critical violation in the server dialog and a server's machines (light and dark)", async ({
    page,
    axe,
  }) => {
    test.setTimeout(150_000);
    await openList(page);
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
    await expect(
      page.getByRole("heading", { name: tr("servers.update_center.title") }),
      "the update center",
    ).toBeVisible();
    await expect(row(page, FIRST), "the update center's rows").toBeVisible({ timeout: 30_000 });
    await motionSettled(page);
    await shot(page, "servers-update-center-dark");
    await toggleTheme(page, false);
    await shot(page, "servers-update-center-light");
  });
});
