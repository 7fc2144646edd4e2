// The console under faults (issue 8, findings 1-5 and 7), on the production build with the mock's
// fault controls (window.__mock!.faults) and Chromium's offline mode.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectUrl, expectVisible, layout, signIn, openSignedIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { test } from "./fixtures";
import { loadingSelector } from "../../scripts/lib/loading.mjs";

const LIST = "/servers/list";
const FIRST = "pi-lviv-01";
const row = (page: Page, name: string) => page.locator("tr.ant-table-row", { hasText: name }).first();
const sortByName = (page: Page) =>
  page
    .locator("th", { hasText: tr("servers.fields.name") })
    .first()
    .click();

async function openList(page: Page) {
  await openSignedIn(page, "admin", LIST);
  await expectVisible(row(page, FIRST), `the row of ${FIRST}`, { timeout: 30_000 });
}

/** Calls to the servers list sent by the page (the mock answers them in the service worker). */
const listCalls = (page: Page) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/servers/list")) calls.push(r.url());
  });
  return calls;
};

test("offline, a page whose chunk is not loaded says so, and loads once back online (finding 1)", async ({
  page,
  context,
}) => {
  await openSignedIn(page, "admin", "/");
  await expectVisible(layout(page).sider, "the layout");
  await context.setOffline(true);
  await layout(page).sider.getByText(tr("nav.machines"), { exact: true }).click();
  await expectVisible(page.getByText(tr("error.chunk.title")), "the chunk failure message", { timeout: 20_000 });
  await expectVisible(page.getByText(tr("error.offline.banner")), "the offline banner");
  assert.ok((await page.locator("#root").innerHTML()).length > 0, "the root is never empty");
  await context.setOffline(false);
  await expectVisible(page.locator("tr.ant-table-row").first(), "the machines once back online", { timeout: 30_000 });
  await assert.doesNotReject(() => page.getByText(tr("error.offline.banner")).waitFor({ state: "detached" }));
});

test("offline, a list call is not sent: the alert shows, and it runs once when back online (finding 2)", async ({
  page,
  context,
}) => {
  await openList(page);
  const calls = listCalls(page);
  await context.setOffline(true);
  await sortByName(page);
  await expectVisible(page.getByText(tr("error.offline.alert")).first(), "the offline alert");
  await expectVisible(page.getByText(tr("error.offline.banner")), "the offline banner");
  await expectVisible(row(page, FIRST), "the rows kept while offline");
  await context.setOffline(false);
  await page.waitForFunction((busy) => !document.querySelector(busy), loadingSelector(), { timeout: 20_000 });
  await page.waitForTimeout(2_000);
  const sorted = calls.filter((u) => u.includes("sort=name"));
  assert.equal(sorted.length, 1, `one sorted list call after reconnecting, got ${sorted.length}`);
});

test("the server-unavailable page checks again by itself and returns to the page (finding 3)", async ({ page }) => {
  test.setTimeout(120_000);
  await openList(page);
  await page.evaluate(() => window.__mock!.faults.failNext(200, { network: true }));
  await sortByName(page);
  await expectUrl(page, "/server-unavailable", { timeout: 45_000 });
  await expectVisible(page.getByText(tr("auth.server_unavailable.title")).first(), "the server-unavailable page");
  await page.evaluate(() => window.__mock!.faults.reset());
  // re-checks at most every 5 s, then goes back to where the user was
  await expectUrl(page, LIST, { timeout: 15_000 });
  await expectVisible(page.locator("tr.ant-table-row").first(), "the list again", { timeout: 30_000 });
});

test("NEW and BANNED users keep their screen on a deep link and a reload (finding 4)", async ({ page, context }) => {
  for (const [login, screen] of [
    ["newbie", "/new-user"],
    ["banned", "/ban-user"],
  ] as const) {
    await context.clearCookies();
    await page.goto("/auth/login");
    await page.evaluate(() => localStorage.clear());
    await signIn(page, login, { timeout: 20_000 }).catch(() => {});
    await expectUrl(page, screen, { timeout: 20_000 });
    await page.goto(LIST);
    await expectUrl(page, screen, { timeout: 20_000 });
    await page.reload();
    await expectUrl(page, screen, { timeout: 20_000 });
  }
});

test("two forbidden answers within 5 s leave the user signed in (finding 5)", async ({ page }) => {
  await openList(page);
  const idle = () =>
    page.waitForFunction((busy) => !document.querySelector(busy), loadingSelector(), { timeout: 20_000 });
  const refused = () => expectVisible(page.getByText(tr("table.load_failed")), "the refusal", { timeout: 20_000 });
  // A bare 403 refreshes the session and retries; a 403 right after that refresh is a permission error.
  const forbid = () => page.evaluate(() => window.__mock!.faults.failNext(2, { status: 403, path: "/servers/list" }));
  await forbid();
  await sortByName(page);
  await refused();
  await forbid();
  await page.getByRole("button", { name: tr("table.try_again") }).click();
  await idle();
  await refused();
  await page.waitForTimeout(2_000);
  assert.equal(new URL(page.url()).pathname, LIST, "still on the list, not signed out");
  await expectVisible(layout(page).sider, "the signed-in layout");
  await page.getByRole("button", { name: tr("table.try_again") }).click();
  await expectVisible(page.locator("tr.ant-table-row").first(), "the rows once allowed again", { timeout: 20_000 });
});

test("a failed list shows an error with Try again, not the empty state (finding 7)", async ({ page }) => {
  await openList(page);
  await page.evaluate(() => window.__mock!.faults.failNext(1, { status: 400, path: "/servers/list" }));
  await sortByName(page);
  await expectVisible(page.getByText(tr("table.load_failed")), "the list's error state", { timeout: 20_000 });
  await page.getByRole("button", { name: tr("table.try_again") }).click();
  await expectVisible(page.locator("tr.ant-table-row").first(), "the rows after Try again", { timeout: 20_000 });
});
