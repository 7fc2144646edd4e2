// One operator's flow by keyboard alone (issue: every flow by keyboard and screen reader): sign-in,
// the skip link, sorting a column twice and changing the page size with focus kept on the
// control, a dialog submitted with an error landing on the first invalid field, Escape back to
// the opener, the bell, the profile dialog and the language menu handing focus back.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectUrl, expectVisible, motionSettled, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { test } from "./fixtures";

type Focused = {
  tag: string;
  name: string;
  text: string;
  role?: string;
  invalid?: string;
  inDialog?: boolean;
  id?: string;
};

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: "BODY", name: "", text: "" };
    return {
      tag: el.tagName,
      name: el.getAttribute("aria-label") ?? "",
      text: (el.textContent ?? "").trim().slice(0, 80),
      role: el.getAttribute("role") ?? "",
      invalid: el.getAttribute("aria-invalid") ?? "",
      inDialog: el.closest("[role='dialog']") !== null,
      id: el.id,
    };
  });

/** Presses Tab (or Shift+Tab) until `matches(focused)` holds; fails after `max` presses. */
async function tabTo(
  page: Page,
  what: string,
  matches: (f: Focused) => boolean,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (matches(await focused(page))) return i + 1;
  }
  assert.fail(`${what} was not reached within ${max} Tab presses (focus is on ${JSON.stringify(await focused(page))})`);
}

const rows = (page: Page) => page.locator("tr.ant-table-row");

test("keyboard alone: sign-in, skip link, sort twice and page size with focus kept, a dialog's error, the bell, profile and language", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/auth/login");
  await expectVisible(page.getByLabel("Login", { exact: true }), "the sign-in form");
  await tabTo(page, "the Login field", (f) => f.tag === "INPUT" && (f.id ?? "").toLowerCase().includes("login"));
  await page.keyboard.type("admin");
  await page.keyboard.press("Tab");
  await page.keyboard.type("demo-pass");
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => !u.pathname.startsWith("/auth"), { timeout: 15_000 });

  await page.goto("/servers/list");
  await expectVisible(rows(page).first(), "the server rows", { timeout: 30_000 });
  await page.keyboard.press("Tab");
  assert.equal((await focused(page)).text, tr("nav.skip_to_content"), "the skip link is the first stop");
  await page.keyboard.press("Enter");
  assert.equal((await focused(page)).id, "main-content");

  // Sorting: Enter then Space on the same header; focus stays on it and Space does not scroll.
  const header = tr("servers.fields.name");
  await tabTo(page, "the Name header", (f) => f.tag === "TH" && f.text.startsWith(header));
  const sortOf = () => page.locator("th[aria-sort]", { hasText: header }).first().getAttribute("aria-sort");
  const before = await sortOf();
  await page.keyboard.press("Enter");
  await page.waitForFunction((b) => document.activeElement?.getAttribute("aria-sort") !== b, before);
  await expectVisible(rows(page).first(), "the sorted rows", { timeout: 20_000 });
  const firstSort = await sortOf();
  assert.notEqual(firstSort, before, "Enter sorted the column");
  assert.ok((await focused(page)).text.startsWith(header), "focus stayed on the header after Enter");
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(" ");
  await page.waitForFunction((b) => document.activeElement?.getAttribute("aria-sort") !== b, firstSort);
  await expectVisible(rows(page).first(), "the re-sorted rows", { timeout: 20_000 });
  assert.ok((await focused(page)).text.startsWith(header), "focus stayed on the header after Space");
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, "Space sorted instead of scrolling");

  // Page size: chosen from the keyboard, focus stays on the select while the rows reload.
  await tabTo(page, "the rows-per-page select", (f) => f.name === tr("table.rows_per_page"));
  await page.keyboard.press("Enter");
  await motionSettled(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expectVisible(rows(page).nth(5), "more rows after the size change", { timeout: 20_000 });
  assert.equal((await focused(page)).name, tr("table.rows_per_page"), "focus stayed on the size select");

  // A dialog: Save with empty fields lands on the first invalid field, announced by an alert.
  const add = tr("servers.actions.add");
  await tabTo(page, "the Add server button", (f) => f.text === add, { back: true, max: 80 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expectVisible(dialog, "the add-server dialog");
  await motionSettled(page);
  const save = tr("def.resource.save");
  await tabTo(page, "the Save button", (f) => f.inDialog === true && f.text === save);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
  const landed = await focused(page);
  assert.ok(landed.inDialog, "the first invalid field is in the dialog");
  await expectVisible(dialog.getByRole("alert").first(), "the error announced as an alert");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.querySelector(".ant-modal-wrap:not([style*='none'])") === null);
  assert.equal((await focused(page)).text, add, "Escape handed focus back to the opener");

  // The bell: its panel takes focus, Escape hands it back.
  await toastsGone(page);
  const bellName = /^Notifications/;
  await tabTo(page, "the bell", (f) => bellName.test(f.name), { back: true, max: 80 });
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.closest("[role='dialog']") !== null);
  const panel = page.getByRole("dialog", { name: tr("notifications.title") });
  await expectVisible(panel, "the notification panel, named");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => /^Notifications/.test(document.activeElement?.getAttribute("aria-label") ?? ""));

  // The profile dialog from the user menu: Escape returns focus to the menu's button.
  const userMenu = tr("topbar.user_menu");
  await tabTo(page, "the user menu", (f) => f.name === userMenu);
  await page.keyboard.press("Enter");
  await motionSettled(page);
  await tabToMenuItem(page, tr("nav.profile"));
  await page.keyboard.press("Enter");
  const profile = page.getByRole("dialog", { name: tr("profile.title") });
  await expectVisible(profile, "the profile dialog");
  await motionSettled(page);
  // The dialog is loaded on first use: focus moves into it once it has mounted, and only then
  // does Escape reach it.
  await page.waitForFunction(() => document.activeElement?.closest("[role='dialog']") !== null);
  await page.keyboard.press("Escape");
  await profile.waitFor({ state: "hidden" });
  await page.waitForFunction((name) => document.activeElement?.getAttribute("aria-label") === name, userMenu);

  // The language menu: picking a language keeps focus on the switcher, now in that language.
  const language = tr("topbar.language");
  await tabTo(page, "the language menu", (f) => f.name === language, { back: true });
  await page.keyboard.press("Enter");
  await motionSettled(page);
  await tabToMenuItem(page, tr("topbar.languages.pl"));
  await page.keyboard.press("Enter");
  const polish = tr("topbar.language", { lang: "pl" });
  await page.waitForFunction((name) => document.activeElement?.getAttribute("aria-label") === name, polish);
  await expectUrl(page, "/servers/list");
});

/** Moves down an open menu with the arrow keys until the item reading `text` is active. */
async function tabToMenuItem(page: Page, text: string) {
  for (let i = 0; i < 8; i += 1) {
    const active = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (active.includes(text)) return;
    await page.keyboard.press("ArrowDown");
    // rc-menu moves focus on the next frame
    await page.waitForTimeout(100);
  }
  assert.fail(
    `the menu item "${text}" was not reached with the arrow keys (focus: ${JSON.stringify(await focused(page))})`,
  );
}
