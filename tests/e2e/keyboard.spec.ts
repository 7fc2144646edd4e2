// One operator's flow by keyboard alone: sign-in,
// the skip link, sorting a column twice and changing the page size with focus kept on the
// control, a dialog submitted with an error landing on the first invalid field, Escape back to
// the opener, the bell, the profile dialog and the language menu handing focus back.
import type { Page } from "@playwright/test";
import { motionSettled, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expect, test } from "./fixtures";

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
  throw new Error(
    `${what} was not reached within ${max} Tab presses (focus is on ${JSON.stringify(await focused(page))})`,
  );
}

// antd marks data rows apart from the header row, which getByRole("row") would count too.
const rows = (page: Page) => page.locator("tr.ant-table-row");
/** The focused element, whichever it is: web-first assertions on it wait for focus to move. */
const focus = (page: Page) => page.locator(":focus");
/** Focus is inside an open dialog (or on the dialog itself). */
const focusInDialog = (page: Page) => page.locator("[role='dialog']:focus, [role='dialog'] :focus");

test("keyboard alone: sign-in, skip link, sort twice and page size with focus kept, a dialog's error, the bell, profile and language", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/auth/login");
  await expect(page.getByLabel("Login", { exact: true }), "the sign-in form").toBeVisible();
  await tabTo(page, "the Login field", (f) => f.tag === "INPUT" && (f.id ?? "").toLowerCase().includes("login"));
  await page.keyboard.type("admin");
  await page.keyboard.press("Tab");
  await page.keyboard.type("demo-pass");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((u) => !u.pathname.startsWith("/auth"), { timeout: 15_000 });

  await page.goto("/servers/list");
  await expect(rows(page).first(), "the server rows").toBeVisible({ timeout: 30_000 });
  await page.keyboard.press("Tab");
  await expect(focus(page), "the skip link is the first stop").toHaveText(tr("nav.skip_to_content"));
  await page.keyboard.press("Enter");
  await expect(focus(page)).toHaveId("main-content");

  // Sorting: Enter then Space on the same header; focus stays on it and Space does not scroll.
  const header = tr("servers.fields.name");
  await tabTo(page, "the Name header", (f) => f.tag === "TH" && f.text.startsWith(header));
  const nameHeader = page.locator("th[aria-sort]", { hasText: header }).first();
  const startsWithHeader = new RegExp(`^${header.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  const before = (await nameHeader.getAttribute("aria-sort")) ?? "";
  await page.keyboard.press("Enter");
  await expect(focus(page), "Enter sorted the column").not.toHaveAttribute("aria-sort", before);
  await expect(rows(page).first(), "the sorted rows").toBeVisible({ timeout: 20_000 });
  const firstSort = (await nameHeader.getAttribute("aria-sort")) ?? "";
  expect(firstSort, "Enter sorted the column").not.toBe(before);
  await expect(focus(page), "focus stayed on the header after Enter").toHaveText(startsWithHeader);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(" ");
  await expect(focus(page), "Space sorted the column again").not.toHaveAttribute("aria-sort", firstSort);
  await expect(rows(page).first(), "the re-sorted rows").toBeVisible({ timeout: 20_000 });
  await expect(focus(page), "focus stayed on the header after Space").toHaveText(startsWithHeader);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: "Space sorted instead of scrolling" })
    .toBe(scrolled);

  // Page size: chosen from the keyboard, focus stays on the select while the rows reload.
  await tabTo(page, "the rows-per-page select", (f) => f.name === tr("table.rows_per_page"));
  await page.keyboard.press("Enter");
  await motionSettled(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(rows(page).nth(5), "more rows after the size change").toBeVisible({ timeout: 20_000 });
  await expect(focus(page), "focus stayed on the size select").toHaveAttribute("aria-label", tr("table.rows_per_page"));

  // A dialog: Save with empty fields lands on the first invalid field, announced by an alert.
  const add = tr("servers.actions.add");
  await tabTo(page, "the Add server button", (f) => f.text === add, { back: true, max: 80 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog, "the add-server dialog").toBeVisible();
  await motionSettled(page);
  const save = tr("def.resource.save");
  await tabTo(page, "the Save button", (f) => f.inDialog === true && f.text === save);
  await page.keyboard.press("Enter");
  await expect(focus(page), "focus on an invalid field").toHaveAttribute("aria-invalid", "true");
  await expect(focusInDialog(page), "the first invalid field is in the dialog").toHaveCount(1);
  await expect(dialog.getByRole("alert").first(), "the error announced as an alert").toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog").filter({ visible: true }), "the dialog, closed").toHaveCount(0);
  await expect(focus(page), "Escape handed focus back to the opener").toHaveText(add);

  // The bell: its panel takes focus, Escape hands it back.
  await toastsGone(page);
  const bellName = /^Notifications/;
  await tabTo(page, "the bell", (f) => bellName.test(f.name), { back: true, max: 80 });
  await page.keyboard.press("Enter");
  await expect(focusInDialog(page), "focus in the bell's panel").toHaveCount(1);
  const panel = page.getByRole("dialog", { name: tr("notifications.title") });
  await expect(panel, "the notification panel, named").toBeVisible();
  await page.keyboard.press("Escape");
  await expect(focus(page), "focus back on the bell").toHaveAttribute("aria-label", bellName);

  // The profile dialog from the user menu: Escape returns focus to the menu's button.
  const userMenu = tr("topbar.user_menu");
  await tabTo(page, "the user menu", (f) => f.name === userMenu);
  await page.keyboard.press("Enter");
  await motionSettled(page);
  await tabToMenuItem(page, tr("nav.profile"));
  await page.keyboard.press("Enter");
  const profile = page.getByRole("dialog", { name: tr("profile.title") });
  await expect(profile, "the profile dialog").toBeVisible();
  await motionSettled(page);
  // The dialog is loaded on first use: focus moves into it once it has mounted, and only then
  // does Escape reach it.
  await expect(focusInDialog(page), "focus in the profile dialog").toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(profile, "the profile dialog, closed").toBeHidden();
  await expect(focus(page), "focus back on the user menu").toHaveAttribute("aria-label", userMenu);

  // The language menu: picking a language keeps focus on the switcher, now in that language.
  const language = tr("topbar.language");
  await tabTo(page, "the language menu", (f) => f.name === language, { back: true });
  await page.keyboard.press("Enter");
  await motionSettled(page);
  await tabToMenuItem(page, tr("topbar.languages.pl"));
  await page.keyboard.press("Enter");
  const polish = tr("topbar.language", { lang: "pl" });
  await expect(focus(page), "focus on the switcher, now in Polish").toHaveAttribute("aria-label", polish);
  await expect(page).toHaveURL((url) => url.pathname === "/servers/list");
});

/** Moves down an open menu with the arrow keys until the item reading `text` is active. */
async function tabToMenuItem(page: Page, text: string) {
  let presses = 0;
  // Each try reads where focus is and, short of the item, presses once more: rc-menu moves focus
  // on the next frame, so the next read comes after the retry's interval.
  await expect(async () => {
    const active = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (active.includes(text)) return;
    if (presses < 8) {
      presses += 1;
      await page.keyboard.press("ArrowDown");
    }
    throw new Error(`focus is on ${JSON.stringify(await focused(page))} after ${presses} presses`);
  }, `the menu item "${text}" reached with the arrow keys`).toPass({ intervals: [100], timeout: 5_000 });
}
