// The phone layout: below antd's md breakpoint a declared list is a column of cards laid out as
// its declaration says, with its row actions in a menu and the table's search and paging above
// and below; the sidebar is a drawer behind the top bar's menu button, closed by navigating.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { motionSettled, openSignedIn, shot } from "./lib/browser";

const PHONE = { width: 390, height: 844 };

const cardsOf = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Actions for / }) });

test("a declared list at 390 px is cards with the declared title and facts; a card's menu, search and paging work", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, "admin", "/accounts");
  const cards = cardsOf(page);
  // Ten a page, as the table pages; no table squeezed into the phone.
  await expect(cards).toHaveCount(10, { timeout: 30_000 });
  await expect(page.getByRole("main").locator("table")).toHaveCount(0);

  // The accounts declare the login as the title, the status under it and three facts.
  const first = cards.first();
  await expect(first.locator("dt")).toHaveText(["Machine", "Locale", "Updated"]);
  const menuName = await first.getByRole("button", { name: /^Actions for / }).getAttribute("aria-label");
  const login = (menuName ?? "").replace(/^Actions for /, "");
  expect(login).not.toBe("");
  await expect(first.getByText(login, { exact: true })).toBeVisible();
  await motionSettled(page);
  await axe.bothThemes("/accounts cards at 390 px", "main");
  await shot(page, "phone-accounts-390");

  // A row action from the card's menu.
  await first.getByRole("button", { name: `Actions for ${login}` }).click();
  await page.getByRole("menuitem", { name: `Details of ${login}` }).click();
  const detail = page.getByRole("dialog", { name: `Account ${login}` });
  await expect(detail.getByText("Recovery IMAP password")).toBeVisible();
  // The footer's Close: an Escape pressed before the dialog has taken focus reaches the page instead.
  await detail.getByRole("button", { name: "Close" }).last().click();
  await expect(detail).toBeHidden();

  // Search finds the one account.
  const search = page.getByPlaceholder("Search by login, e-mail or machine");
  await search.fill(login);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(login)}`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText(login, { exact: true })).toBeVisible();
  await search.clear();
  await expect(cards).toHaveCount(10);

  // Paging: the next page shows the next ten.
  await expect(page.getByText(/^1-10 of \d/)).toBeVisible();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(/^11-20 of \d/)).toBeVisible();
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByText(login, { exact: true })).toHaveCount(0);
});

test("at 390 px the sidebar is a drawer behind the menu button that closes on navigation", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, "admin", "/accounts");
  await expect(cardsOf(page).first()).toBeVisible({ timeout: 30_000 });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  // No icon rail: the navigation is not on the page until asked for.
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveCount(0);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await menuButton.click();
  await expect(nav).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await motionSettled(page);
  await shot(page, "phone-drawer-390");
  await axe.bothThemes("the navigation drawer at 390 px", ".ant-drawer-content");

  await nav.getByRole("link", { name: "Machines" }).click();
  await expect(page).toHaveURL(/\/machines/);
  await expect(nav).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  // Escape closes it too, without navigating.
  await menuButton.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/machines/);

  // The browser's Back closes it, and Forward to the page it was opened on leaves it closed.
  await menuButton.click();
  await expect(nav).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/accounts/);
  await expect(nav).toBeHidden();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 2, name: "Machines" })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("at 390 px a drawer opened while the next page is still loading stays open once it arrives", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The machines page's code is held back, so the tap on the menu falls while the router still
  // draws the accounts page under the new address.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/MachinesList-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, "admin", "/accounts");
  await expect(cardsOf(page).first()).toBeVisible({ timeout: 30_000 });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const menuButton = page.getByRole("button", { name: "Open menu" });

  await menuButton.click();
  await nav.getByRole("link", { name: "Machines" }).click();
  await expect(page).toHaveURL(/\/machines$/);
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(nav).toBeVisible();

  release();
  await expect(page.getByRole("heading", { level: 2, name: "Machines" })).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
});
