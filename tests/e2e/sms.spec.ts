// The SMS area in a real browser: an admin switches an SMS country off and on (each state
// survives a reload), adds a country, cancels a pending message; axe scans both pages as the flows
// change them and their open dialogs with no serious or critical violation (the pages as they
// load are in the axe sweep); screenshots in light and dark.
import type { Page } from "@playwright/test";
import { goInApp, layout, motionSettled, shot } from "./lib/browser";
import { toggleTheme } from "./lib/ui";
import type { AxeRecorder } from "./lib/axe";
import { expect, signedInAs, test } from "./fixtures";

/**
 * An axe scan of the page as it is now: the SMS content and any open dialog or popup. The shared
 * sidebar, top bar and footer are audited by the axe sweep (a11y-sweep.spec.ts).
 */
// axe takes CSS selectors: the shell's parts by antd's layout classes (a dialog has a header too).
const audit = (axe: AxeRecorder, where: string) =>
  axe.scan(where, { exclude: ["aside.ant-layout-sider", "header.ant-layout-header", "footer.ant-layout-footer"] });

/** The data rows of the table in the page's content area, once loaded (antd marks them apart from the header row). */
const rows = (page: Page) => layout(page).main.locator(".ant-table-tbody tr.ant-table-row");

/** The first row showing `text` (a switched-away tab may keep its rows in the page). */
const rowWith = (page: Page, text: string) =>
  rows(page)
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();

/** Waits for a toast whose title is `text` (antd's toasts are alerts). */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole("alert").filter({ hasText: text }).first(), `the toast "${text}"`).toBeVisible();
}

/** A page's first paint may wait for its lazy chunk, which the dev server compiles on demand. */
const LOAD_TIMEOUT = 30_000;

const switchOf = (page: Page, code: string) => page.getByRole("switch", { name: `${code} active`, exact: true });

async function expectSwitch(page: Page, code: string, checked: boolean, timeout = 10_000) {
  await expect(switchOf(page, code), `${code} should be ${checked ? "on" : "off"}`).toBeChecked({ checked, timeout });
}

test.describe(() => {
  test.use(signedInAs("admin"));

  test("an admin switches an SMS country off and on (kept across reloads) and adds a country", async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/sms-service/configs?service=1");
    await expect(page).toHaveURL((url) => url.pathname === "/sms-service/configs");
    await expect(page.getByRole("heading", { name: "SMS configs" }), "the configs title").toBeVisible({
      timeout: LOAD_TIMEOUT,
    });
    await expectSwitch(page, "US", true);
    await shot(page, "sms-configs-light");

    // Off: the switch answers at once, the server confirms, and a reload reads the stored state.
    await switchOf(page, "US").click();
    await expectSwitch(page, "US", false);
    await expectToast(page, "US switched off");
    await page.reload();
    await expectSwitch(page, "US", false, LOAD_TIMEOUT);

    await switchOf(page, "US").click();
    await expectSwitch(page, "US", true);
    await expectToast(page, "US switched on");
    await page.reload();
    await expectSwitch(page, "US", true, LOAD_TIMEOUT);

    // Admins edit but may not delete (delete:sms is OWNER only).
    await expect(page.getByRole("button", { name: "Delete US" }), "an admin must not be offered Delete").toHaveCount(0);

    await page.getByRole("button", { name: "Add country" }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "Add a country to SMS Relay" });
    await expect(dialog, "the add-country dialog").toBeVisible();
    await audit(axe, "add-country dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByText("Enter the country code", { exact: true }),
      "the country code required message",
    ).toBeVisible();
    // The field's message: it has no role, and the locale select's placeholder may read the same.
    await expect(
      dialog.locator(".ant-form-item-explain-error", { hasText: "Choose a locale" }),
      "the locale required message",
    ).toBeVisible();
    await shot(page, "sms-country-dialog-errors");

    await dialog.getByLabel("Country code").fill("nl");
    await dialog.getByLabel("Marker").fill("31");
    await dialog.getByLabel("Locale").click();
    await dialog.getByLabel("Locale").fill("Test: German");
    // The SMS country dialog offers TEST locales as well (LOC-8).
    // antd's shown options have no role (its role=option copies are hidden, for screen readers).
    await expect(
      page.locator(".ant-select-item-option").filter({ hasText: "Test: German (Germany)" }),
      "the TEST locale choice",
    ).toBeVisible();
    await page.keyboard.press("Enter");
    // Enter in the select picked the option; Enter in a text field submits, as in any form.
    await expect(
      dialog.getByTitle("Test: German (Germany)"),
      "the chosen TEST locale in the open dialog",
    ).toBeVisible();
    await dialog.getByLabel("Marker").press("Enter");
    await expectToast(page, "NL added to SMS Relay");
    await expect(rowWith(page, "NL"), "the new NL row").toBeVisible();
    await expect(rowWith(page, "NL").getByText("Test: German (Germany)"), "the NL row's locale").toBeVisible();

    await toggleTheme(page, true);
    await audit(axe, "/sms-service/configs (dark)");
    await shot(page, "sms-configs-dark");
  });

  test("an admin cancels a pending SMS message; the services page and its dialogs pass axe", async ({ page, axe }) => {
    test.setTimeout(120_000);
    await page.goto("/sms-service/list");
    await expect(rowWith(page, "SMS Relay"), "the SMS Relay service row").toBeVisible({ timeout: LOAD_TIMEOUT });
    await shot(page, "sms-services-light");

    // The service dialog keeps its required rules in the browser too.
    await page.getByRole("button", { name: "Add service" }).click();
    const serviceDialog = page.getByRole("dialog").filter({ hasText: "Add SMS service" });
    await expect(serviceDialog, "the add-service dialog").toBeVisible();
    // Under CI load a click during the dialog's opening motion can land before antd takes it.
    await motionSettled(page);
    await serviceDialog.getByRole("button", { name: "Save" }).click();
    await expect(
      serviceDialog.getByText("Enter the API key", { exact: true }),
      "the API key required message",
    ).toBeVisible();
    await motionSettled(page);
    await audit(axe, "add-service dialog");
    await shot(page, "sms-service-dialog");
    await serviceDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(serviceDialog, "the add-service dialog, closed").toBeHidden();

    await layout(page).main.getByRole("tab", { name: "Messages" }).click();
    await expect(page).toHaveURL(/^[^?#]*\?(.*&)?tab=messages/);
    const pending = rows(page)
      .filter({ has: page.getByText("Pending", { exact: true }) })
      .first();
    await expect(pending, "a pending message").toBeVisible();
    const phone = (await pending.locator("td").first().innerText()).trim();
    await audit(axe, "/sms-service/list?tab=messages");

    await pending.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: `Cancel the message to ${phone}?` });
    await expect(confirm, "the cancel confirmation").toBeVisible();
    await audit(axe, "cancel confirmation");
    await confirm.getByRole("button", { name: "Cancel message" }).click();
    await expectToast(page, `Message to ${phone} cancelled`);
    const row = rowWith(page, phone);
    await expect(row.getByText("Cancelled", { exact: true }), "the cancelled status").toBeVisible();
    await expect(row.getByRole("button", { name: "Cancel" }), "a cancelled message offers no Cancel").toHaveCount(0);

    // The codes of a number name the machine that used them.
    await layout(page).main.getByRole("tab", { name: "Numbers" }).click();
    const withCodes = rows(page)
      .getByRole("button", { name: /^Codes: [1-9]/ })
      .first();
    await expect(withCodes, "a number with codes").toBeVisible();
    await withCodes.click();
    // antd's popover is a tooltip with no name of its own.
    const popover = page.locator(".ant-popover").filter({ hasText: "Codes for" });
    await expect(popover.getByText("Machine:").first(), "the codes popover").toBeVisible();
    // The machine's name is a link-styled button; only antd's class tells it from the popover's other buttons.
    await expect(popover.locator("button.ant-btn-link").first(), "the machine name of a code").toBeVisible();
    await motionSettled(page);
    await shot(page, "sms-number-codes");
    await page.keyboard.press("Escape");

    await toggleTheme(page, true);
    await layout(page).main.getByRole("tab", { name: "Services" }).click();
    await expect(rowWith(page, "SMS Relay"), "the services in dark").toBeVisible();
    // Move the pointer off the tab just clicked and let its colour transition settle.
    await page.mouse.move(0, 0);
    await audit(axe, "/sms-service/list (dark)");
    await shot(page, "sms-services-dark");
  });
});

test.describe(() => {
  test.use(signedInAs("owner"));

  test("the SMS pages fit a 390 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/sms-service/configs?service=2");
    await expectSwitch(page, "FR", true, LOAD_TIMEOUT);
    // The owner may delete: on a phone the row's actions are in its card's menu.
    await page.getByRole("button", { name: "Actions for FR" }).click();
    await expect(page.getByRole("menuitem", { name: "Delete FR" }), "the owner's Delete").toBeVisible();
    await page.keyboard.press("Escape");
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow, { message: "/sms-service/configs scrolls sideways (px)" }).toBeLessThanOrEqual(1);
    await shot(page, "sms-configs-mobile");

    await goInApp(page, "/sms-service/list?tab=numbers");
    // The configs' rows are still on screen until the list page replaces them: wait for its tab.
    await expect(
      layout(page).main.getByRole("tab", { name: "Numbers", selected: true }),
      "the Numbers tab",
    ).toBeVisible();
    // The open tab's rows (antd's data rows, not its header row) or a phone's cards: the panel is named after the tab.
    await expect(
      layout(page)
        .main.getByRole("tabpanel", { name: "Numbers" })
        .locator(":is(.ant-table-tbody tr.ant-table-row, li[data-row-key])")
        .first(),
      "the numbers",
    ).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect.poll(overflow, { message: "/sms-service/list scrolls sideways (px)" }).toBeLessThanOrEqual(1);
    await shot(page, "sms-numbers-mobile");
  });
});
