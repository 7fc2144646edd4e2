// Nothing typed is lost (issue 32, findings 1-5, 8, 9, 12): outages, the breaker, timeouts, a
// refresh blip, other tabs and the status screens, on the production build with the mock's faults.
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { expectUrl, expectVisible, goInApp, layout, openSignedIn, signIn } from "./lib/browser";
import { dialog, signOutAndTimeOtherTab } from "./lib/ui";
import { tr } from "./lib/i18n";
import { test } from "./fixtures";

const SMS = "/sms-service/list";
const SERVERS = "/servers/list";
const rows = (page: Page) => layout(page).main.locator("tr.ant-table-row");

/** Requests of `method` whose URL contains `part`, counted from now. */
const sent = (page: Page, method: string, part: string) => {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.method() === method && r.url().includes(part)) urls.push(r.url());
  });
  return urls;
};

/** Opens "Add service" and types a whole service; returns the dialog. */
async function typeService(page: Page, name: string) {
  await page.getByRole("button", { name: tr("sms-service.services.add") }).click();
  const form = dialog(page, tr("sms-service.service_dialog.create_title"));
  await expectVisible(form, "the add-service dialog");
  await form.getByLabel(tr("sms-service.services.fields.name")).fill(name);
  await form.getByLabel(tr("sms-service.services.fields.url")).fill("https://sms.example.com/api");
  await form.getByLabel(tr("sms-service.services.fields.apiKey")).fill("key-123456");
  return form;
}

async function expectTyped(form: Locator, name: string) {
  assert.equal(await form.getByLabel(tr("sms-service.services.fields.name")).inputValue(), name, "the name is kept");
  assert.equal(
    await form.getByLabel(tr("sms-service.services.fields.apiKey")).inputValue(),
    "key-123456",
    "the key is kept",
  );
}

const saveIn = (form: Locator) => form.getByRole("button", { name: tr("def.resource.save") }).click();

test("an outage of 20 s ends back on the interrupted page, still signed in (finding 1)", async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, "admin", "/");
  await expectVisible(layout(page).sider, "the layout");
  await page.evaluate(() => window.__mock!.faults.failNext(100000, { status: 503 }));
  await layout(page).sider.getByText(tr("nav.machines"), { exact: true }).click();
  await expectUrl(page, "/server-unavailable", { timeout: 45_000 });
  await page.waitForTimeout(20_000);
  await page.evaluate(() => window.__mock!.faults.reset());
  await expectUrl(page, "/machines", { timeout: 20_000 });
  await expectVisible(rows(page).first(), "the machines again", { timeout: 30_000 });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("auth-storage") ?? "{}"));
  assert.equal(stored.state?.user?.login, "admin", "auth-storage still holds the user");
});

test("a network error on a create keeps the dialog and every typed value (finding 2)", async ({ page }) => {
  await openSignedIn(page, "admin", SMS);
  await expectVisible(rows(page).first(), "the services", { timeout: 30_000 });
  const form = await typeService(page, "Kept through an outage");
  await page.evaluate(() => window.__mock!.faults.failNext(1, { network: true, path: "/sms-services/create" }));
  await saveIn(form);
  await expectVisible(form.getByText(tr("def.resource.uncertain")), "the may-have-been-saved advice", {
    timeout: 20_000,
  });
  await page.waitForTimeout(2_000);
  assert.equal(new URL(page.url()).pathname, SMS, "still on the list, not /server-unavailable");
  await expectTyped(form, "Kept through an outage");
});

test("five isolated 503s, each recovered by its retry, never open the breaker (finding 3)", async ({ page }) => {
  await openSignedIn(page, "admin", SERVERS);
  await expectVisible(rows(page).first(), "the servers", { timeout: 30_000 });
  // Each search is a new list call (a sort already seen could come from the cache).
  const search = page.getByPlaceholder(tr("servers.search"));
  const first = "pi-lviv-01";
  for (let i = 1; i <= 6; i++) {
    await page.evaluate(() => window.__mock!.faults.failNext(1, { status: 503, path: "/servers/list" }));
    await search.fill(first.slice(0, i + 3));
    await page.waitForFunction(() => window.__mock!.faults.pending() === 0, null, { timeout: 20_000 });
    await expectVisible(rows(page).filter({ hasText: first }), `the row after recovered failure ${i}`, {
      timeout: 20_000,
    });
  }
  assert.equal(new URL(page.url()).pathname, SERVERS, "still on the list");
});

test("a create that timed out says it may have been saved, refreshes the list and asks before saving again (finding 4)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "admin", SMS);
  await expectVisible(rows(page).first(), "the services", { timeout: 30_000 });
  const creates = sent(page, "POST", "/sms-services/create");
  const lists = sent(page, "GET", "/sms-services/list");
  const form = await typeService(page, "Slow but stored");
  await page.evaluate(() => window.__mock!.faults.setLatency(35_000));
  await saveIn(form);
  await expectVisible(form.getByText(tr("def.resource.uncertain")), "the may-have-been-saved advice", {
    timeout: 45_000,
  });
  for (let waited = 0; lists.length === 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100);
  assert.ok(lists.length >= 1, "the list is read again after the uncertain save");
  await expectTyped(form, "Slow but stored");
  await page.evaluate(() => window.__mock!.faults.reset());
  await saveIn(form);
  await expectVisible(form.getByText(tr("def.resource.save_again_text")), "the check-the-list-first advice");
  await page.waitForTimeout(1_000);
  assert.equal(creates.length, 1, "no second create on the first Save after it");
  await expectTyped(form, "Slow but stored");
  // the refreshed list was asked for while the server still took 35 s to answer
  await expectVisible(rows(page).filter({ hasText: "Slow but stored" }), "the stored service in the list", {
    timeout: 45_000,
  });
});

test("a refresh answered 503 once keeps the session; a refused one returns to the page after sign-in (finding 5)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, "admin", SMS);
  await expectVisible(rows(page).first(), "the services", { timeout: 30_000 });
  const form = await typeService(page, "Saved after a refresh blip");
  await page.evaluate(() => {
    window.__mock!.faults.expireSession();
    window.__mock!.faults.failNext(1, { status: 503, path: "/auth/refreshToken" });
  });
  await saveIn(form);
  await expectVisible(rows(page).filter({ hasText: "Saved after a refresh blip" }), "the saved service", {
    timeout: 20_000,
  });
  assert.equal(new URL(page.url()).pathname, SMS, "still signed in on the list");

  await page.evaluate(() => {
    window.__mock!.faults.expireSession();
    window.__mock!.faults.failNext(1, { status: 401, path: "/auth/refreshToken" });
  });
  await page
    .locator("th", { hasText: tr("sms-service.services.fields.name") })
    .first()
    .click();
  await expectUrl(page, "/auth/login", { timeout: 20_000 });
  await signIn(page, "admin", { from: null });
  await expectUrl(page, SMS, { timeout: 20_000 });
});

test("signing out in one tab signs the other out within 1 s (finding 8)", async ({ page, context }) => {
  await openSignedIn(page, "admin", SERVERS);
  await expectVisible(rows(page).first(), "the servers", { timeout: 30_000 });
  const other = await context.newPage();
  await other.goto(SMS);
  await expectVisible(rows(other).first(), "the other tab's services", { timeout: 30_000 });
  const took = await signOutAndTimeOtherTab(page, other);
  assert.ok(took < 1_500, `the other tab left after ${took} ms`);
  await other.close();
});

test("a slow list says so after 5 s and can be cancelled, then loads on Try again (finding 9)", async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, "admin", "/");
  await expectVisible(layout(page).sider, "the layout");
  await page.evaluate(() => window.__mock!.faults.setLatency(35_000));
  await goInApp(page, SERVERS);
  const slow = page.getByText(tr("table.slow_load"));
  await expectVisible(slow, "the slow-server notice", { timeout: 15_000 });
  await page.evaluate(() => window.__mock!.faults.reset());
  await page.getByRole("button", { name: tr("table.cancel_load") }).click();
  await expectVisible(page.getByText(tr("table.load_cancelled")), "the cancelled state");
  await page.getByRole("button", { name: tr("table.try_again") }).click();
  await expectVisible(rows(page).first(), "the servers after Try again", { timeout: 30_000 });
});

test("the status screens show only to an account in that state (finding 12)", async ({ page, context }) => {
  for (const [login, own, other] of [
    ["newbie", "/new-user", "/ban-user"],
    ["banned", "/ban-user", "/new-user"],
  ]) {
    await context.clearCookies();
    await page.goto("/auth/login");
    await page.evaluate(() => localStorage.clear());
    await signIn(page, login, { timeout: 20_000 }).catch(() => {});
    await expectUrl(page, own, { timeout: 20_000 });
    await page.goto(other);
    await expectUrl(page, own, { timeout: 20_000 });
  }
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/ban-user");
  await expectUrl(page, "/auth/login", { timeout: 20_000 });
});
