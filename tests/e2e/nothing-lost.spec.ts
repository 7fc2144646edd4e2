// Nothing typed is lost: outages, the breaker, timeouts, a
// refresh blip, other tabs and the status screens, on the production build with the mock's faults.
// The page's clock (page.clock) runs the outage, the request timeout and the slow-list notice.
import type { Locator, Page } from "@playwright/test";
import { goInApp, layout, signIn, atPath } from "./lib/browser";
import { dialog, signOutAndTimeOtherTab } from "./lib/ui";
import { tr } from "./lib/i18n";
import { expect, signedInAs, test } from "./fixtures";

const SMS = "/sms-service/list";
const SERVERS = "/servers/list";
// antd gives data rows a class of their own; by role the header row would be a row too.
const rows = (page: Page) => layout(page).main.locator("tr.ant-table-row");

/** Resolves once the mock's controls are there (with a session stored it starts at boot). */
const mockReady = (page: Page) =>
  expect.poll(() => page.evaluate(() => window.__mock !== undefined), { message: "the mock's controls" }).toBe(true);

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
  await expect(form, "the add-service dialog").toBeVisible();
  await form.getByLabel(tr("sms-service.services.fields.name")).fill(name);
  await form.getByLabel(tr("sms-service.services.fields.url")).fill("https://sms.example.com/api");
  await form.getByLabel(tr("sms-service.services.fields.apiKey")).fill("key-123456");
  return form;
}

async function expectTyped(form: Locator, name: string) {
  await expect(form.getByLabel(tr("sms-service.services.fields.name")), "the name is kept").toHaveValue(name);
  await expect(form.getByLabel(tr("sms-service.services.fields.apiKey")), "the key is kept").toHaveValue("key-123456");
}

const saveIn = (form: Locator) => form.getByRole("button", { name: tr("def.resource.save") }).click();

test.describe(() => {
  test.use(signedInAs("admin"));

  test("an outage of 20 s ends back on the interrupted page, still signed in", async ({ page }) => {
    test.setTimeout(150_000);
    await page.clock.install();
    await page.goto("/");
    await expect(layout(page).sider, "the layout").toBeVisible();
    await mockReady(page);
    await page.evaluate(() => window.__mock!.faults.failNext(100000, { status: 503 }));
    await layout(page).sider.getByText(tr("nav.machines"), { exact: true }).click();
    await expect(page).toHaveURL(atPath("/server-unavailable"), { timeout: 45_000 });
    await page.clock.fastForward(20_000);
    await expect(
      page.getByText(tr("auth.server_unavailable.still_down")),
      "a re-check during the outage found the server still down",
    ).toBeVisible();
    await page.evaluate(() => window.__mock!.faults.reset());
    await expect(page).toHaveURL(atPath("/machines"), { timeout: 20_000 });
    await expect(rows(page).first(), "the machines again").toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("auth-storage") ?? "{}")?.state?.user?.login), {
        message: "auth-storage still holds the user",
      })
      .toBe("admin");
  });

  test("a network error on a create keeps the dialog and every typed value", async ({ page }) => {
    await page.clock.install();
    await page.goto(SMS);
    await expect(rows(page).first(), "the services").toBeVisible({ timeout: 30_000 });
    const form = await typeService(page, "Kept through an outage");
    await page.evaluate(() => window.__mock!.faults.failNext(1, { network: true, path: "/sms-services/create" }));
    await saveIn(form);
    await expect(form.getByText(tr("def.resource.uncertain")), "the may-have-been-saved advice").toBeVisible({
      timeout: 20_000,
    });
    await page.clock.runFor(2_000);
    await expect(page, "still on the list, not /server-unavailable").toHaveURL(atPath(SMS));
    await expectTyped(form, "Kept through an outage");
  });

  test("five isolated 503s, each recovered by its retry, never open the breaker", async ({ page }) => {
    await page.goto(SERVERS);
    await expect(rows(page).first(), "the servers").toBeVisible({ timeout: 30_000 });
    // Each search is a new list call (a sort already seen could come from the cache).
    const search = page.getByPlaceholder(tr("servers.search"));
    const first = "pi-lviv-01";
    for (let i = 1; i <= 6; i++) {
      await page.evaluate(() => window.__mock!.faults.failNext(1, { status: 503, path: "/servers/list" }));
      await search.fill(first.slice(0, i + 3));
      await expect
        .poll(() => page.evaluate(() => window.__mock!.faults.pending()), {
          message: `the failure ${i} was answered`,
          timeout: 20_000,
        })
        .toBe(0);
      await expect(rows(page).filter({ hasText: first }), `the row after recovered failure ${i}`).toBeVisible({
        timeout: 20_000,
      });
    }
    await expect(page, "still on the list").toHaveURL(atPath(SERVERS));
  });

  test("a create that timed out says it may have been saved, refreshes the list and asks before saving again", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await page.goto(SMS);
    await expect(rows(page).first(), "the services").toBeVisible({ timeout: 30_000 });
    const creates = sent(page, "POST", "/sms-services/create");
    const lists = sent(page, "GET", "/sms-services/list");
    const form = await typeService(page, "Slow but stored");
    await page.evaluate(() => window.__mock!.faults.setLatency(35_000));
    await saveIn(form);
    await expect.poll(() => creates.length, { message: "the create is sent" }).toBe(1);
    // The request gives up after 30 s; the server stores the service 5 s later.
    await page.clock.fastForward(30_000);
    await expect(form.getByText(tr("def.resource.uncertain")), "the may-have-been-saved advice").toBeVisible();
    await expect
      .poll(() => lists.length, { message: "the list is read again after the uncertain save", timeout: 5_000 })
      .toBeGreaterThanOrEqual(1);
    await expectTyped(form, "Slow but stored");
    await page.evaluate(() => window.__mock!.faults.reset());
    await saveIn(form);
    await expect(form.getByText(tr("def.resource.save_again_text")), "the check-the-list-first advice").toBeVisible();
    await page.clock.runFor(1_000);
    expect(creates, "no second create on the first Save after it").toHaveLength(1);
    await expectTyped(form, "Slow but stored");
    // The refreshed list was asked for while the server still took 35 s to answer.
    await page.clock.fastForward(35_000);
    await expect(rows(page).filter({ hasText: "Slow but stored" }), "the stored service in the list").toBeVisible({
      timeout: 20_000,
    });
  });

  test("a refresh answered 503 once keeps the session; a refused one returns to the page after sign-in", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(SMS);
    await expect(rows(page).first(), "the services").toBeVisible({ timeout: 30_000 });
    const form = await typeService(page, "Saved after a refresh blip");
    await page.evaluate(() => {
      window.__mock!.faults.expireSession();
      window.__mock!.faults.failNext(1, { status: 503, path: "/auth/refreshToken" });
    });
    await saveIn(form);
    await expect(rows(page).filter({ hasText: "Saved after a refresh blip" }), "the saved service").toBeVisible({
      timeout: 20_000,
    });
    await expect(page, "still signed in on the list").toHaveURL(atPath(SMS));

    await page.evaluate(() => {
      window.__mock!.faults.expireSession();
      window.__mock!.faults.failNext(1, { status: 401, path: "/auth/refreshToken" });
    });
    await layout(page)
      .main.getByRole("columnheader", { name: tr("sms-service.services.fields.name") })
      .first()
      .click();
    await expect(page).toHaveURL(atPath("/auth/login"), { timeout: 20_000 });
    await signIn(page, "admin", { from: null });
    await expect(page).toHaveURL(atPath(SMS), { timeout: 20_000 });
  });

  test("signing out in one tab signs the other out within 1 s", async ({ page, context }) => {
    await page.goto(SERVERS);
    await expect(rows(page).first(), "the servers").toBeVisible({ timeout: 30_000 });
    const other = await context.newPage();
    await other.goto(SMS);
    await expect(rows(other).first(), "the other tab's services").toBeVisible({ timeout: 30_000 });
    const took = await signOutAndTimeOtherTab(page, other);
    expect(took, `the other tab left after ${took} ms`).toBeLessThan(1_500);
    await other.close();
  });

  test("a slow list says so after 5 s and can be cancelled, then loads on Try again", async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await page.goto("/");
    await expect(layout(page).sider, "the layout").toBeVisible();
    await mockReady(page);
    await page.evaluate(() => window.__mock!.faults.setLatency(35_000));
    const listCall = page.waitForRequest((r) => r.url().includes("/api/servers/list"));
    await goInApp(page, SERVERS);
    await listCall;
    const slow = page.getByText(tr("table.slow_load"));
    await page.clock.fastForward(5_000);
    await expect(slow, "the slow-server notice").toBeVisible();
    await page.evaluate(() => window.__mock!.faults.reset());
    await page.getByRole("button", { name: tr("table.cancel_load") }).click();
    await expect(page.getByText(tr("table.load_cancelled")), "the cancelled state").toBeVisible();
    await page.getByRole("button", { name: tr("table.try_again") }).click();
    await expect(rows(page).first(), "the servers after Try again").toBeVisible({ timeout: 30_000 });
  });
});

test("the status screens show only to an account in that state", async ({ page, context }) => {
  for (const [login, own, other] of [
    ["newbie", "/new-user", "/ban-user"],
    ["banned", "/ban-user", "/new-user"],
  ]) {
    await context.clearCookies();
    await page.goto("/auth/login");
    await page.evaluate(() => localStorage.clear());
    await signIn(page, login, { timeout: 20_000 }).catch(() => {});
    await expect(page).toHaveURL(atPath(own), { timeout: 20_000 });
    await page.goto(other);
    await expect(page).toHaveURL(atPath(own), { timeout: 20_000 });
  }
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/ban-user");
  await expect(page).toHaveURL(atPath("/auth/login"), { timeout: 20_000 });
});
