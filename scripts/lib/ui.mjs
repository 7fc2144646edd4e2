// Steps of the scripts, as the browser tests take them (tests/e2e/lib/ui.ts): the theme toggle, the
// long tasks of a page, and a list's All page size.
import { motionSettled } from "./browser.mjs";

/**
 * Flips the top bar's theme toggle and waits until <html> is (or is no longer) dark. A DOM click:
 * an open dialog's mask covers the top bar, and the dialog's look is what is being checked.
 */
export async function toggleTheme(page, dark) {
  await page.evaluate(() => document.querySelector("header button[aria-pressed]")?.click());
  await page.waitForFunction((want) => document.documentElement.classList.contains("dark") === want, dark);
  // axe must see the settled colours, not a fade.
  await motionSettled(page);
}

/** Records the page's long tasks from its start on; call before the page is opened. */
export const watchLongTasks = (page) =>
  page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });

/** The long tasks that began at or after `from` (the page's performance.now()). */
export const longTasksSince = (page, from) =>
  page.evaluate((t0) => window.__longTasks.filter((t) => t.start >= t0), from);

/** Sets the list's page size to All and confirms it (the spec asks before showing every row). */
export async function showAllRows(page) {
  // The select's input sits under its displayed value: click the select itself.
  await page
    .locator(".ant-select", { has: page.getByRole("combobox", { name: "Rows per page" }) })
    .first()
    .click();
  await page.locator(".ant-select-item-option", { hasText: /^All$/ }).click();
  await page.getByRole("button", { name: "Show all" }).click();
}
