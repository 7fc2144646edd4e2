// Steps the area tests share: a dialog by its title, the theme toggle, the language menu, and
// picking an option of an antd Select (axe's scans are the test's `axe`, lib/axe.ts).
import { expect, type Locator, type Page } from "@playwright/test";
import { atPath, motionSettled, toastsGone } from "./browser";
import { tr } from "./i18n";

declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

type LongTask = { start: number; duration: number };

/** The content area of the signed-in layout: what an area test scans (the sweep scans the rest). */
export const CONTENT = ".ant-layout-content";

/** The open antd dialog titled `title`; the newest when one opens over another. */
export const dialog = (page: Page, title: string): Locator =>
  page.locator(".ant-modal", { has: page.locator(".ant-modal-title", { hasText: title }) }).last();

/**
 * Flips the top bar's theme toggle and waits until <html> is (or is no longer) dark. A DOM click:
 * an open dialog's mask covers the top bar, and the dialog's look is what is being checked.
 */
export async function toggleTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(() => document.querySelector<HTMLButtonElement>("header button[aria-pressed]")?.click());
  const html = expect(page.locator("html"));
  await (dark ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/));
  // axe must see the settled colours, not a fade.
  await motionSettled(page);
}

export type Language = "en" | "ua" | "ru" | "pl";

/**
 * Picks `lang` in the top bar's language menu and waits for <html lang>: the app follows without a
 * reload. The menu's button is named in the language currently shown.
 */
export async function chooseLanguage(page: Page, lang: Language): Promise<void> {
  const names = (["en", "ua", "ru", "pl"] as const).map((l) => tr("topbar.language", { lang: l }));
  // Toasts (the sign-in one, pushes) open over the menu's place below the top bar.
  await toastsGone(page);
  await page.getByRole("button", { name: new RegExp(`^(${names.join("|")})$`) }).click();
  await motionSettled(page);
  // The open dropdown's entry ("UA Українська"): the sidebar has menu items too ("Centrum aktualizacji").
  await page
    .locator(".ant-dropdown:not(.ant-dropdown-hidden)")
    .getByRole("menuitem", { name: new RegExp(`^${lang.toUpperCase()}\\b`) })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "ua" ? "uk" : lang);
}

/**
 * Picks an option of the antd Select labelled `label` inside `scope`: the one containing `option`
 * (the first one without it), after typing `search` when given.
 */
export async function pickOption(
  page: Page,
  scope: Locator,
  label: string,
  { search, option }: { search?: string; option?: string } = {},
): Promise<void> {
  // force: the Select's input is transparent; settled first, so the click lands where it is shown.
  await motionSettled(page);
  const input = scope.getByLabel(label, { exact: true });
  await input.click({ force: true });
  if (search) await input.fill(search);
  const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  const choices = open.locator(".ant-select-item-option");
  await (option ? choices.filter({ hasText: option }) : choices).first().click();
  // Under load the list can stay open after the pick and take the next click: a click on the
  // dialog's title, or the page's heading, where nothing reacts, closes it first.
  try {
    await open.waitFor({ state: "hidden", timeout: 2_000 });
  } catch {
    await scope.locator(".ant-modal-title, h1, h2").first().click();
    await open.waitFor({ state: "hidden" });
  }
}

/** Records the page's long tasks from its start on; call before the page is opened. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

/** The long tasks that began at or after `from` (the page's performance.now()). */
export const longTasksSince = (page: Page, from: number): Promise<LongTask[]> =>
  page.evaluate((t0) => window.__longTasks.filter((t) => t.start >= t0), from);

/** Sets the list's page size to All and confirms it (TBL-10: All asks for confirmation first). */
export async function showAllRows(page: Page): Promise<void> {
  // The select's input sits under its displayed value: click the select itself.
  await page
    .locator(".ant-select", { has: page.getByRole("combobox", { name: "Rows per page" }) })
    .first()
    .click();
  await page.locator(".ant-select-item-option", { hasText: /^All$/ }).click();
  await page.getByRole("button", { name: "Show all" }).click();
}

/**
 * Signs out from the user menu of `page` and resolves with how long `other`, a second tab of the
 * same browser, took to leave for the sign-in page (the auth store follows storage events).
 */
export async function signOutAndTimeOtherTab(page: Page, other: Page): Promise<number> {
  await page.getByRole("button", { name: tr("topbar.user_menu") }).click();
  await page.getByRole("menuitem", { name: tr("nav.logout") }).click();
  await expect(page).toHaveURL(atPath("/auth/login"));
  const left = Date.now();
  await expect(other).toHaveURL(atPath("/auth/login"), { timeout: 5_000 });
  return Date.now() - left;
}
