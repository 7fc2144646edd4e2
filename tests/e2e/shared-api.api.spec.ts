// The production path: the build made with VITE_API_URL (no mock inside) against one
// `npm run api` process over HTTP and WebSocket, shared by several browsers: what one user does
// reaches another user's open console, a stopped and restarted server costs nobody their page or
// session, and the mock's data lives in the present.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./apiFixtures";
import { goInApp, newContext, signIn, atPath } from "./lib/browser";
import { tr } from "./lib/i18n";
import { signOutAndTimeOtherTab } from "./lib/ui";
import { confirmWith, openUser } from "./lib/users";
import { ROOT } from "./lib/paths";

// antd marks data rows apart from the header row, which getByRole("row") would count too.
const dataRows = (page: Page) => page.getByRole("main").locator("tbody tr.ant-table-row");
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
    await expect(victim.getByRole("button", { name: /^Notifications/ }), "the operator's console").toBeVisible();
    await signIn(page, "owner");
    await goInApp(page, "/users");
    const detail = await openUser(page, "operator");
    await detail.getByRole("button", { name: "Ban", exact: true }).click();
    await confirmWith(page, "Ban operator?", "Ban");
    const banned = Date.now();
    await expect(victim).toHaveURL(atPath("/ban-user"), { timeout: 6_000 });
    expect(Date.now() - banned, "ms until the operator's console left").toBeLessThanOrEqual(6_000);
    await expect(detail.getByRole("button", { name: "Approve", exact: true }), "the BANNED operator").toBeVisible();
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
    const rows = dataRows(admin);
    await expect(rows.first(), "the admin's list of campaigns").toBeVisible({ timeout: 20_000 });

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
    expect((created.data as { id?: number }).id, `the campaign was added: ${JSON.stringify(created)}`).toBeTruthy();

    const id = (created.data as { id: number }).id;
    // Newest first: the added campaign is the top row once the list has read itself again.
    await expect(rows.first().locator(`a[href$="id=${id}"]`), "the added campaign in the admin's list").toBeVisible({
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
  await expect(dataRows(page).first(), "the machines").toBeVisible();
  await api.stop();
  try {
    await goInApp(page, "/servers/list");
    await expect(page).toHaveURL(atPath("/server-unavailable"), { timeout: 45_000 });
  } finally {
    await api.start();
  }
  await expect(page).toHaveURL(atPath("/servers/list"), { timeout: 30_000 });
  await expect(dataRows(page).first(), "the servers, read again").toBeVisible();
  await expect(page.getByRole("button", { name: /^Notifications/ }), "the signed-in console").toBeVisible();
});

test("sign-out in one tab signs the other tab out within a second", async ({ page, context }) => {
  await signIn(page, "operator");
  await goInApp(page, "/keywords");
  const other = await context.newPage();
  await other.goto("/campaign/list");
  await expect(dataRows(other).first(), "the second tab, signed in").toBeVisible({ timeout: 20_000 });
  const took = await signOutAndTimeOtherTab(page, other);
  expect(took, `the other tab left after ${took} ms`).toBeLessThan(1_500);
});

test("keyword history: a keyword that moved most opens on Last 7 days, and its line reaches today", async ({
  page,
}) => {
  await signIn(page, "operator");
  const mover = page.getByRole("link", { name: /^Position history of / }).first();
  await expect(mover, "the keywords that moved most").toBeVisible({ timeout: 20_000 });
  await mover.click();
  await expect(page).toHaveURL((url) => /^\/keywords\/history\?/.test(url.pathname + url.search));
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked({ timeout: 20_000 });
  const chart = page.getByRole("img", { name: /Chart of keyword positions/ });
  await expect(chart.locator("canvas").first(), "the chart's line").toBeVisible({ timeout: 30_000 });
  const figures = page.getByRole("region", { name: tr("keywords.history.table_caption") });
  // The figures' data rows, as dataRows above.
  const last = figures.locator("tbody tr.ant-table-row").last();
  await expect(last, "the figures under the chart").toBeVisible();
  const cells = last.locator("td");
  // The table writes days as the user's language does ("Nov 29"), as the chart's axis does.
  const shortDay = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" });
  await expect(cells.nth(0), "the last day of the history is today").toHaveText(
    shortDay.format(new Date(`${today()}T00:00:00Z`)),
    { useInnerText: true },
  );
  await expect(cells.nth(1), "today has a position").toHaveText(/^\d+$/, { useInnerText: true });
  await expect(figures.locator("tbody tr.ant-table-row"), "one row per day of the week").toHaveCount(7);
});

test("the build for the API holds no mock: no mock chunk, no service worker script, and the page registers none", async ({
  page,
}) => {
  const files = readdirSync(API_BUILD_DIR, { recursive: true, encoding: "utf8" });
  expect(files, `${API_BUILD_DIR} is a build`).toContain("index.html");
  expect(
    files.filter((file) => /mock/i.test(file)),
    "no mock file in the API build",
  ).toEqual([]);
  const withMsw = files
    .filter((file) => file.endsWith(".js"))
    .filter((file) => readFileSync(path.join(API_BUILD_DIR, file), "utf8").includes("[MSW]"));
  expect(withMsw, "no script carries msw's code").toEqual([]);

  await signIn(page, "operator");
  await goInApp(page, "/campaign/list");
  await expect(dataRows(page).first(), "the operator's campaigns").toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
      message: "no service worker registered",
    })
    .toBe(0);
});
