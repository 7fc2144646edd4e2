// The production path (issue 30): the build made with VITE_API_URL (no mock inside) against one
// `npm run api` process over HTTP and WebSocket, shared by several browsers: what one user does
// reaches another user's open console, a stopped and restarted server costs nobody their page or
// session, and the mock's data lives in the present.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./apiFixtures";
import { expectUrl, expectVisible, goInApp, newContext, signIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { signOutAndTimeOtherTab } from "./lib/ui";
import { confirmWith, openUser } from "./lib/users";
import { ROOT } from "./lib/paths";

const content = ".ant-layout-content";
/** What playwright.config.ts serves for this project (scripts/ensure-build.mjs --out-dir). */
const API_BUILD_DIR = path.join(ROOT, "dist-api");

/** A console of its own: another browser, signed in as `login` on `path`. */
async function elsewhere(browser: Browser, login: string, path: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, login);
  await goInApp(page, path);
  return page;
}

const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

test("the owner bans a signed-in operator in one browser, and the operator's console in another leaves for /ban-user within 6 s", async ({
  page,
  browser,
  api,
}) => {
  test.setTimeout(90_000);
  const victim = await elsewhere(browser, "operator", "/keywords");
  try {
    await expectVisible(victim.getByRole("button", { name: /^Notifications/ }), "the operator's console");
    await signIn(page, "owner");
    await goInApp(page, "/users");
    const detail = await openUser(page, "operator");
    await detail.getByRole("button", { name: "Ban", exact: true }).click();
    await confirmWith(page, "Ban operator?", "Ban");
    const banned = Date.now();
    await expectUrl(victim, "/ban-user", { timeout: 6_000 });
    assert.ok(Date.now() - banned <= 6_000);
    await expectVisible(detail.getByRole("button", { name: "Approve", exact: true }), "the BANNED operator");
  } finally {
    await victim.context().close();
    await api.control("userStatus", { login: "operator", status: "ACTIVE" });
  }
});

test("an operator adds a campaign in one browser, and the All users' campaigns list open in an admin's browser shows it without a reload", async ({
  page,
  browser,
  api,
}) => {
  test.setTimeout(90_000);
  const admin = await elsewhere(browser, "admin", "/campaign/users-list");
  try {
    const rows = admin.locator(`${content} tbody tr.ant-table-row`);
    await expectVisible(rows.first(), "the admin's list of campaigns", { timeout: 20_000 });

    await signIn(page, "operator");
    const created = await page.evaluate(async (base) => {
      const call = async (path: string, init?: RequestInit) => {
        const answer = await fetch(`${base}${path}`, { credentials: "include", ...init });
        return (await answer.json()) as { data: unknown };
      };
      const apps = (await call("/apps/list?page=1&size=100&status=ACTIVE")) as {
        data: { list: { auid: string; details: Record<string, { name?: string }> }[] };
      };
      const app = apps.data.list.find((a) => Object.values(a.details).some((d) => d.name?.startsWith("Brightleaf")));
      const locales = (await call("/locales/list?page=1&size=100")) as {
        data: { list: { id: number; type: string }[] };
      };
      const locale = locales.data.list.find((l) => l.type === "STANDARD");
      const date = new Date().toISOString().slice(0, 10);
      return call("/campaigns/add", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          auid: app?.auid,
          locale: locale?.id,
          start_date: date,
          end_date: date,
          schedule: [{ date, tasks: [{ type: "DIRECT_INSTALL", count: 3, other_params: {} }] }],
        }),
      });
    }, api.origin + "/api");
    assert.ok((created.data as { id?: number }).id, `the campaign was added: ${JSON.stringify(created)}`);

    const id = (created.data as { id: number }).id;
    // Newest first: the added campaign is the top row once the list has read itself again.
    await expectVisible(rows.first().locator(`a[href$="id=${id}"]`), "the added campaign in the admin's list", {
      timeout: 10_000,
    });
  } finally {
    await admin.context().close();
  }
});

test("the API process stops mid-session: the console waits on /server-unavailable and comes back to the same page, signed in", async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  await goInApp(page, "/machines");
  await expectVisible(page.locator(`${content} tbody tr.ant-table-row`).first(), "the machines");
  await api.stop();
  try {
    await goInApp(page, "/servers/list");
    await expectUrl(page, "/server-unavailable", { timeout: 45_000 });
  } finally {
    await api.start();
  }
  await expectUrl(page, "/servers/list", { timeout: 30_000 });
  await expectVisible(page.locator(`${content} tbody tr.ant-table-row`).first(), "the servers, read again");
  await expectVisible(page.getByRole("button", { name: /^Notifications/ }), "the signed-in console");
});

test("sign-out in one tab signs the other tab out within a second", async ({ page, context }) => {
  await signIn(page, "operator");
  await goInApp(page, "/keywords");
  const other = await context.newPage();
  await other.goto("/campaign/list");
  await expectVisible(other.locator(`${content} tbody tr.ant-table-row`).first(), "the second tab, signed in", {
    timeout: 20_000,
  });
  const took = await signOutAndTimeOtherTab(page, other);
  assert.ok(took < 1_500, `the other tab left after ${took} ms`);
});

test("keyword history: a keyword that moved most opens on Last 7 days, and its line reaches today", async ({
  page,
}) => {
  await signIn(page, "operator");
  const mover = page.getByRole("link", { name: /^Position history of / }).first();
  await expectVisible(mover, "the keywords that moved most", { timeout: 20_000 });
  await mover.click();
  await expectUrl(page, /^\/keywords\/history\?/);
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked({ timeout: 20_000 });
  const chart = page.getByRole("img", { name: /Chart of keyword positions/ });
  await expectVisible(chart.locator("canvas").first(), "the chart's line", { timeout: 30_000 });
  const figures = page.getByRole("region", { name: tr("keywords.history.table_caption") });
  const last = figures.locator("tbody tr.ant-table-row").last();
  await expectVisible(last, "the figures under the chart");
  const cells = await last.locator("td").allInnerTexts();
  // The table writes days as the user's language does ("Nov 29"), as the chart's axis does.
  const shortDay = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" });
  assert.equal(cells[0], shortDay.format(new Date(`${today()}T00:00:00Z`)), "the last day of the history is today");
  assert.match(cells[1] ?? "", /^\d+$/, "today has a position");
  assert.equal(await figures.locator("tbody tr.ant-table-row").count(), 7, "one row per day of the week");
});

test("the build for the API holds no mock: no mock chunk, no service worker script, and the page registers none", async ({
  page,
}) => {
  const files = readdirSync(API_BUILD_DIR, { recursive: true, encoding: "utf8" });
  assert.ok(files.includes("index.html"), `${API_BUILD_DIR} is a build`);
  assert.deepEqual(
    files.filter((file) => /mock/i.test(file)),
    [],
    "no mock file in the API build",
  );
  const withMsw = files
    .filter((file) => file.endsWith(".js"))
    .filter((file) => readFileSync(path.join(API_BUILD_DIR, file), "utf8").includes("[MSW]"));
  assert.deepEqual(withMsw, [], "no script carries msw's code");

  await signIn(page, "operator");
  await goInApp(page, "/campaign/list");
  await expectVisible(page.locator(`${content} tbody tr.ant-table-row`).first(), "the operator's campaigns");
  const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  assert.equal(workers, 0, "no service worker registered");
});
