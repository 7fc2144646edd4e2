// The SMS area in a real browser: an admin switches an SMS country off and on (each state
// survives a reload), adds a country, cancels a pending message; axe scans both pages as the flows
// change them and their open dialogs with no serious or critical violation (the pages as they
// load are in the axe sweep); screenshots in light and dark.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import {
  expectUrl,
  expectVisible,
  goInApp,
  layout,
  motionSettled,
  shot,
  UI_TIMEOUT,
  openSignedIn,
} from "./lib/browser";
import { toggleTheme } from "./lib/ui";
import type { AxeRecorder } from "./lib/axe";
import { test } from "./fixtures";

/**
 * An axe scan of the page as it is now: the SMS content and any open dialog or popup. The shared
 * sidebar, top bar and footer are audited by the axe sweep (a11y-sweep.spec.ts).
 */
const audit = (axe: AxeRecorder, where: string) =>
  axe.scan(where, { exclude: ["aside.ant-layout-sider", "header.ant-layout-header", "footer.ant-layout-footer"] });

/** The data rows of the table in the page's content area, once loaded. */
const rows = (page: Page) => layout(page).main.locator(".ant-table-tbody tr.ant-table-row");

const rowWith = (page: Page, text: string) => rows(page).filter({ has: page.getByText(text, { exact: true }) });

/** Waits for a toast whose title is `text`. */
async function expectToast(page: Page, text: string) {
  await expectVisible(page.locator(".ant-notification-notice").filter({ hasText: text }), `the toast "${text}"`);
}

/** A page's first paint may wait for its lazy chunk, which the dev server compiles on demand. */
const LOAD_TIMEOUT = 30_000;

async function switchOf(page: Page, code: string, timeout = UI_TIMEOUT) {
  const control = page.getByRole("switch", { name: `${code} active`, exact: true });
  await expectVisible(control, `the active switch of ${code}`, { timeout });
  return control;
}

async function expectSwitch(page: Page, code: string, checked: boolean, timeout = UI_TIMEOUT) {
  const control = await switchOf(page, code, timeout);
  await assert.doesNotReject(
    control.and(page.locator(`[aria-checked="${checked}"]`)).waitFor({ timeout: UI_TIMEOUT }),
    `${code} should be ${checked ? "on" : "off"}`,
  );
}

test("an admin switches an SMS country off and on (kept across reloads) and adds a country", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "admin", "/sms-service/configs?service=1");
  await expectUrl(page, "/sms-service/configs");
  await expectVisible(page.getByRole("heading", { name: "SMS configs" }), "the configs title", {
    timeout: LOAD_TIMEOUT,
  });
  await expectSwitch(page, "US", true);
  await shot(page, "sms-configs-light");

  // Off: the switch answers at once, the server confirms, and a reload reads the stored state.
  await (await switchOf(page, "US")).click();
  await expectSwitch(page, "US", false);
  await expectToast(page, "US switched off");
  await page.reload();
  await expectSwitch(page, "US", false, LOAD_TIMEOUT);

  await (await switchOf(page, "US")).click();
  await expectSwitch(page, "US", true);
  await expectToast(page, "US switched on");
  await page.reload();
  await expectSwitch(page, "US", true, LOAD_TIMEOUT);

  // Admins edit but may not delete (delete:sms is OWNER only).
  assert.equal(await page.getByRole("button", { name: "Delete US" }).count(), 0, "an admin must not be offered Delete");

  await page.getByRole("button", { name: "Add country" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Add a country to SMS Relay" });
  await expectVisible(dialog, "the add-country dialog");
  await audit(axe, "add-country dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectVisible(dialog.getByText("Enter the country code"), "the country code required message");
  await expectVisible(
    dialog.locator(".ant-form-item-explain-error", { hasText: "Choose a locale" }),
    "the locale required message",
  );
  await shot(page, "sms-country-dialog-errors");

  await dialog.getByLabel("Country code").fill("nl");
  await dialog.getByLabel("Marker").fill("31");
  await dialog.getByLabel("Locale").click();
  await dialog.getByLabel("Locale").fill("Test: German");
  // TEST locales are offered in the SMS locale list (spec §5).
  await expectVisible(
    page.locator(".ant-select-item-option").filter({ hasText: "Test: German (Germany)" }),
    "the TEST locale choice",
  );
  await page.keyboard.press("Enter");
  // Enter in the select picked the option; Enter in a text field submits, as in any form.
  await expectVisible(dialog.getByTitle("Test: German (Germany)"), "the chosen TEST locale in the open dialog");
  await dialog.getByLabel("Marker").press("Enter");
  await expectToast(page, "NL added to SMS Relay");
  await expectVisible(rowWith(page, "NL"), "the new NL row");
  await expectVisible(rowWith(page, "NL").getByText("Test: German (Germany)"), "the NL row's locale");

  await toggleTheme(page, true);
  await audit(axe, "/sms-service/configs (dark)");
  await shot(page, "sms-configs-dark");
});

test("an admin cancels a pending SMS message; the services page and its dialogs pass axe", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "admin", "/sms-service/list");
  await expectVisible(rowWith(page, "SMS Relay"), "the SMS Relay service row", { timeout: LOAD_TIMEOUT });
  await shot(page, "sms-services-light");

  // The service dialog keeps its required rules in the browser too.
  await page.getByRole("button", { name: "Add service" }).click();
  const serviceDialog = page.getByRole("dialog").filter({ hasText: "Add SMS service" });
  await expectVisible(serviceDialog, "the add-service dialog");
  // Under CI load a click during the dialog's opening motion can land before antd takes it.
  await motionSettled(page);
  await serviceDialog.getByRole("button", { name: "Save" }).click();
  await expectVisible(serviceDialog.getByText("Enter the API key"), "the API key required message");
  await motionSettled(page);
  await audit(axe, "add-service dialog");
  await shot(page, "sms-service-dialog");
  await serviceDialog.getByRole("button", { name: "Cancel" }).click();
  await serviceDialog.waitFor({ state: "hidden" });

  await layout(page).main.getByRole("tab", { name: "Messages" }).click();
  await expectUrl(page, /tab=messages/);
  const pending = rows(page)
    .filter({ has: page.getByText("Pending", { exact: true }) })
    .first();
  await expectVisible(pending, "a pending message");
  const phone = (await pending.locator("td").first().innerText()).trim();
  await audit(axe, "/sms-service/list?tab=messages");

  await pending.getByRole("button", { name: "Cancel" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: `Cancel the message to ${phone}?` });
  await expectVisible(confirm, "the cancel confirmation");
  await audit(axe, "cancel confirmation");
  await confirm.getByRole("button", { name: "Cancel message" }).click();
  await expectToast(page, `Message to ${phone} cancelled`);
  const row = rowWith(page, phone).first();
  await expectVisible(row.getByText("Cancelled", { exact: true }), "the cancelled status");
  assert.equal(await row.getByRole("button", { name: "Cancel" }).count(), 0, "a cancelled message offers no Cancel");

  // The codes of a number name the machine that used them.
  await layout(page).main.getByRole("tab", { name: "Numbers" }).click();
  const withCodes = rows(page)
    .locator("button", { hasText: /^Codes: [1-9]/ })
    .first();
  await expectVisible(withCodes, "a number with codes");
  await withCodes.click();
  const popover = page.locator(".ant-popover").filter({ hasText: "Codes for" });
  await expectVisible(popover.getByText("Machine:").first(), "the codes popover");
  await expectVisible(popover.locator("button.ant-btn-link").first(), "the machine name of a code");
  await motionSettled(page);
  await shot(page, "sms-number-codes");
  await page.keyboard.press("Escape");

  await toggleTheme(page, true);
  await layout(page).main.getByRole("tab", { name: "Services" }).click();
  await expectVisible(rowWith(page, "SMS Relay"), "the services in dark");
  // Move the pointer off the tab just clicked and let its colour transition settle.
  await page.mouse.move(0, 0);
  await audit(axe, "/sms-service/list (dark)");
  await shot(page, "sms-services-dark");
});

test("the SMS pages fit a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, "owner", "/sms-service/configs?service=2");
  await expectSwitch(page, "FR", true, LOAD_TIMEOUT);
  // The owner may delete: on a phone the row's actions are in its card's menu.
  await page.getByRole("button", { name: "Actions for FR" }).click();
  await expectVisible(page.getByRole("menuitem", { name: "Delete FR" }), "the owner's Delete");
  await page.keyboard.press("Escape");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok((await overflow()) <= 1, `/sms-service/configs scrolls sideways by ${await overflow()} px`);
  await shot(page, "sms-configs-mobile");

  await goInApp(page, "/sms-service/list?tab=numbers");
  // The configs' rows are still on screen until the list page replaces them: wait for its tab.
  await expectVisible(layout(page).main.getByRole("tab", { name: "Numbers", selected: true }), "the Numbers tab");
  await expectVisible(
    layout(page)
      .main.locator(".ant-tabs-tabpane-active :is(.ant-table-tbody tr.ant-table-row, li[data-row-key])")
      .first(),
    "the numbers",
    { timeout: LOAD_TIMEOUT },
  );
  assert.ok((await overflow()) <= 1, `/sms-service/list scrolls sideways by ${await overflow()} px`);
  await shot(page, "sms-numbers-mobile");
});
