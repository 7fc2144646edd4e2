// The console under faults, on the production build with the mock's
// fault controls (window.__mock!.faults) and Chromium's offline mode.
import type { Page } from "@playwright/test";
import { layout, signIn, atPath } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expect, signedInAs, test } from "./fixtures";
import { loadingSelector } from "../../scripts/lib/loading.mjs";

const LIST = "/servers/list";
const FIRST = "pi-lviv-01";
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name }).first();
// antd marks data rows apart from the header row, which getByRole("row") would count too.
const firstRow = (page: Page) => page.locator("tr.ant-table-row").first();
/** The page's spinners are gone (antd's spinner has no role to find it by). */
const idle = (page: Page) =>
  expect(page.locator(loadingSelector()), "the page, loaded").toHaveCount(0, { timeout: 20_000 });

/**
 * Lets `ms` of the page's time pass (page.clock, installed before the page loaded) in steps, so
 * that what a timer starts (a request, a redirect) runs between them as it would in real time.
 */
async function pageTimePasses(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += 250) await page.clock.runFor(250);
}
const sortByName = (page: Page) =>
  page
    .locator("th", { hasText: tr("servers.fields.name") })
    .first()
    .click();

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(row(page, FIRST), `the row of ${FIRST}`).toBeVisible({ timeout: 30_000 });
}

/** Calls to the servers list sent by the page (the mock answers them in the service worker). */
const listCalls = (page: Page) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/servers/list")) calls.push(r.url());
  });
  return calls;
};

test.describe(() => {
  test.use(signedInAs("admin"));

  test("offline, a page whose chunk is not loaded says so, and loads once back online", async ({ page, context }) => {
    await page.goto("/");
    await expect(layout(page).sider, "the layout").toBeVisible();
    await context.setOffline(true);
    await layout(page).sider.getByText(tr("nav.machines"), { exact: true }).click();
    await expect(page.getByText(tr("error.chunk.title")).first(), "the chunk failure message").toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(tr("error.offline.banner")).first(), "the offline banner").toBeVisible();
    await expect(page.locator("#root"), "the root is never empty").not.toBeEmpty();
    await context.setOffline(false);
    await expect(firstRow(page), "the machines once back online").toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tr("error.offline.banner")), "the offline banner, gone").not.toBeAttached();
  });

  test("offline, a list call is not sent: the alert shows, and it runs once when back online", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openList(page);
    const calls = listCalls(page);
    await context.setOffline(true);
    await sortByName(page);
    await expect(page.getByText(tr("error.offline.alert")).first(), "the offline alert").toBeVisible();
    await expect(page.getByText(tr("error.offline.banner")).first(), "the offline banner").toBeVisible();
    await expect(row(page, FIRST), "the rows kept while offline").toBeVisible();
    await context.setOffline(false);
    await idle(page);
    await pageTimePasses(page, 2_000);
    const sorted = () => calls.filter((u) => u.includes("sort=name")).length;
    await expect.poll(sorted, { message: "one sorted list call after reconnecting" }).toBe(1);
  });

  test("the server-unavailable page checks again by itself and returns to the page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await openList(page);
    await page.evaluate(() => window.__mock!.faults.failNext(200, { network: true }));
    await sortByName(page);
    await expect(page).toHaveURL(atPath("/server-unavailable"), { timeout: 45_000 });
    await expect(
      page.getByText(tr("auth.server_unavailable.title")).first(),
      "the server-unavailable page",
    ).toBeVisible();
    await page.evaluate(() => window.__mock!.faults.reset());
    // re-checks at most every 5 s, then goes back to where the user was
    await page.clock.fastForward(5_000);
    await expect(page).toHaveURL(atPath(LIST), { timeout: 15_000 });
    await expect(firstRow(page), "the list again").toBeVisible({ timeout: 30_000 });
  });

  test("two forbidden answers within 5 s leave the user signed in", async ({ page }) => {
    await page.clock.install();
    await openList(page);
    const refused = () =>
      expect(page.getByText(tr("table.load_failed")).first(), "the refusal").toBeVisible({ timeout: 20_000 });
    // A bare 403 refreshes the session and retries; a 403 right after that refresh is a permission error.
    const forbid = () => page.evaluate(() => window.__mock!.faults.failNext(2, { status: 403, path: "/servers/list" }));
    await forbid();
    await sortByName(page);
    await refused();
    await forbid();
    await page.getByRole("button", { name: tr("table.try_again") }).click();
    await idle(page);
    await refused();
    await pageTimePasses(page, 2_000);
    await expect(page, "still on the list, not signed out").toHaveURL(atPath(LIST));
    await expect(layout(page).sider, "the signed-in layout").toBeVisible();
    await page.getByRole("button", { name: tr("table.try_again") }).click();
    await expect(firstRow(page), "the rows once allowed again").toBeVisible({ timeout: 20_000 });
  });

  test("a failed list shows an error with Try again, not the empty state", async ({ page }) => {
    await openList(page);
    await page.evaluate(() => window.__mock!.faults.failNext(1, { status: 400, path: "/servers/list" }));
    await sortByName(page);
    await expect(page.getByText(tr("table.load_failed")).first(), "the list's error state").toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole("button", { name: tr("table.try_again") }).click();
    await expect(firstRow(page), "the rows after Try again").toBeVisible({ timeout: 20_000 });
  });
});

test("NEW and BANNED users keep their screen on a deep link and a reload", async ({ page, context }) => {
  for (const [login, screen] of [
    ["newbie", "/new-user"],
    ["banned", "/ban-user"],
  ] as const) {
    await context.clearCookies();
    await page.goto("/auth/login");
    await page.evaluate(() => localStorage.clear());
    await signIn(page, login, { timeout: 20_000 }).catch(() => {});
    await expect(page).toHaveURL(atPath(screen), { timeout: 20_000 });
    await page.goto(LIST);
    await expect(page).toHaveURL(atPath(screen), { timeout: 20_000 });
    await page.reload();
    await expect(page).toHaveURL(atPath(screen), { timeout: 20_000 });
  }
});
