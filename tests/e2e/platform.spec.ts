// Platform widgets in the browser (issue: four languages, the bell, the shared table):
// switch through EN/UA/RU/PL on the server list (sidebar and column titles follow) with
// screenshots, receive a pushed notification in the bell, confirm the All page size and sort a
// column through its cycle.
import assert from "node:assert/strict";
import { expectVisible, layout, shot, toastsGone, openSignedIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { chooseLanguage } from "./lib/ui";
import { test } from "./fixtures";

const LANGS = ["ua", "ru", "pl", "en"] as const;

test("switches through the four languages; every string follows", async ({ page }) => {
  await openSignedIn(page, "owner", "/servers/list");
  for (const lang of LANGS) {
    await chooseLanguage(page, lang);
    const machines = tr("nav.machines", { lang });
    await expectVisible(
      layout(page).sider.getByText(machines, { exact: true }),
      `the ${lang} sidebar entry "${machines}"`,
    );
    // Column titles are memoised with the translate function; they stayed in English once.
    const actions = tr("servers.fields.actions", { lang });
    await expectVisible(
      page.locator("th").getByText(actions, { exact: true }),
      `the ${lang} column title "${actions}"`,
    );
    await shot(page, `language-${lang}`);
  }
});

test("a pushed notification arrives in the bell; dismissing moves it to the archive", async ({ page }) => {
  await openSignedIn(page, "admin", "/");
  await page.evaluate(() => window.__mock!.demoPushes(false));
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread/ });
  await expectVisible(bell, "the bell");
  const unread = (await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1];
  assert.ok(unread, "the bell names its unread count");
  const before = Number(unread);
  await page.evaluate(() => window.__mock!.notify("admin", "Proxy config 4 reloaded", "60 proxies refreshed"));
  await page.getByRole("button", { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 10_000 });
  // The push also shows a toast; it opens below the top bar, so the bell stays clickable.
  const toast = page.locator(".ant-notification-notice").filter({ hasText: "Proxy config 4 reloaded" });
  await expectVisible(toast, "the toast of the push");
  const toastBox = await toast.boundingBox();
  const headerBox = await layout(page).header.boundingBox();
  assert.ok(toastBox && headerBox, "the toast and the top bar are laid out");
  assert.ok(toastBox.y >= headerBox.y + headerBox.height, `the toast (top ${toastBox.y}) covers the top bar`);
  await bell.click();
  const item = page.getByText("Proxy config 4 reloaded").last();
  await expectVisible(item, "the pushed notification in the inbox");
  await shot(page, "bell-inbox-with-push");
  // The push's toast sat over the panel's top right, where the first item's Dismiss is (CI once saw
  // a dismiss there lost): opening the panel closes it, well before its 3 s run out.
  await toastsGone(page, 2_000);
  await page.getByRole("button", { name: "Dismiss “Proxy config 4 reloaded”" }).click();
  await page
    .getByRole("button", { name: `Notifications, ${before} unread` })
    .waitFor({ timeout: 10_000 })
    .catch(async (error: Error) => {
      // Whether the dismiss reached the mock (its stored row) tells a lost click from a lost push.
      const stored = await page.evaluate(() =>
        (
          JSON.parse(localStorage.getItem("mock-db") ?? "{}") as {
            tables?: { notifications?: { rows?: { title: string }[] } };
          }
        ).tables?.notifications?.rows?.find((n) => n.title === "Proxy config 4 reloaded"),
      );
      throw new Error(`${error.message}\nthe mock's row after the dismiss: ${JSON.stringify(stored)}`);
    });
  await page.getByRole("tab", { name: /Archive/ }).click();
  await expectVisible(
    page.getByRole("tabpanel").getByText("Proxy config 4 reloaded"),
    "the dismissed notification in the archive",
  );
});

test("the table sorts a column through its cycle and confirms the All page size", async ({ page }) => {
  await openSignedIn(page, "admin", "/machines");
  const header = page
    .locator("th")
    .filter({ hasText: tr("machines.fields.nameMachine") })
    .first();
  await expectVisible(header, "the sortable Name header");
  await header.click();
  await page.waitForFunction((el) => el.getAttribute("aria-sort") === "ascending", await header.elementHandle());
  await header.click();
  await page.waitForFunction((el) => el.getAttribute("aria-sort") === "descending", await header.elementHandle());
  await header.click();
  await page.waitForFunction((el) => el.getAttribute("aria-sort") === "ascending", await header.elementHandle());

  await page.getByLabel(tr("table.rows_per_page")).first().click();
  await page.getByRole("option", { name: tr("table.all"), exact: true }).click();
  await expectVisible(page.getByText(tr("table.all_items_warning")), "the All warning");
  await shot(page, "table-all-confirmation");
  await page.getByRole("button", { name: tr("table.confirm") }).click();
  // All 400 seeded machines on page 1: the range reads 1-400 of 400 and the controls are gone.
  await expectVisible(page.getByText(/1-400 of 400/), "the range of all machines");
  assert.equal(await page.getByRole("button", { name: tr("table.next_page") }).count(), 0);
});
