// Platform widgets in the browser (four languages, the bell, the shared table):
// switch through EN/UA/RU/PL on the server list (sidebar and column titles follow) with
// screenshots, receive a pushed notification in the bell, confirm the All page size and sort a
// column through its cycle.
import { layout, shot, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { chooseLanguage } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

const LANGS = ["ua", "ru", "pl", "en"] as const;

test.describe("as the owner", () => {
  test.use(signedInAs("owner"));

  test("switches through the four languages; every string follows", async ({ page }) => {
    await page.goto("/servers/list");
    for (const lang of LANGS) {
      await chooseLanguage(page, lang);
      const machines = tr("nav.machines", { lang });
      await expect(
        layout(page).sider.getByText(machines, { exact: true }).first(),
        `the ${lang} sidebar entry "${machines}"`,
      ).toBeVisible();
      // Column titles are memoised with the translate function; they stayed in English once.
      const actions = tr("servers.fields.actions", { lang });
      await expect(
        page.getByRole("columnheader").getByText(actions, { exact: true }).first(),
        `the ${lang} column title "${actions}"`,
      ).toBeVisible();
      await shot(page, `language-${lang}`);
    }
  });
});

test.describe("as an admin", () => {
  test.use(signedInAs("admin"));

  test("a pushed notification arrives in the bell; dismissing moves it to the archive", async ({ page }) => {
    await page.goto("/");
    // With a session stored, the mock starts at boot, before any answer; its pushes are stopped first.
    await expect.poll(() => page.evaluate(() => window.__mock !== undefined), { message: "the mock" }).toBe(true);
    await page.evaluate(() => window.__mock!.demoPushes(false));
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread/ });
    await expect(bell, "the bell").toBeVisible();
    await expect(bell, "the bell names its unread count").toHaveAttribute("aria-label", /\d+ unread/);
    const before = Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1]);
    await page.evaluate(() => window.__mock!.notify("admin", "Proxy config 4 reloaded", "60 proxies refreshed"));
    await expect(page.getByRole("button", { name: `Notifications, ${before + 1} unread` })).toBeVisible();
    // The push also shows a toast; it opens below the top bar, so the bell stays clickable. A toast
    // has no role of its own here: antd's notice is told by its class.
    const toast = page.locator(".ant-notification-notice").filter({ hasText: "Proxy config 4 reloaded" });
    await expect(toast, "the toast of the push").toBeVisible();
    await expect(async () => {
      const toastBox = await toast.boundingBox();
      const headerBox = await layout(page).header.boundingBox();
      expect(toastBox && headerBox, "the toast and the top bar are laid out").toBeTruthy();
      expect(toastBox!.y, `the toast (top ${toastBox!.y}) covers the top bar`).toBeGreaterThanOrEqual(
        headerBox!.y + headerBox!.height,
      );
    }).toPass();
    await bell.click();
    const item = page.getByText("Proxy config 4 reloaded").last();
    await expect(item, "the pushed notification in the inbox").toBeVisible();
    await shot(page, "bell-inbox-with-push");
    // The push's toast sat over the panel's top right, where the first item's Dismiss is (CI once saw
    // a dismiss there lost): opening the panel closes it, well before its 3 s run out.
    await toastsGone(page, 2_000);
    await page.getByRole("button", { name: "Dismiss “Proxy config 4 reloaded”" }).click();
    await expect(page.getByRole("button", { name: `Notifications, ${before} unread` }))
      .toBeVisible()
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
    await expect(
      page.getByRole("tabpanel").getByText("Proxy config 4 reloaded").first(),
      "the dismissed notification in the archive",
    ).toBeVisible();
  });

  test("the table sorts a column through its cycle and confirms the All page size", async ({ page }) => {
    await page.goto("/machines");
    const header = page
      .getByRole("columnheader")
      .filter({ hasText: tr("machines.fields.nameMachine") })
      .first();
    await expect(header, "the sortable Name header").toBeVisible();
    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");

    await page.getByLabel(tr("table.rows_per_page")).first().click();
    await page.getByRole("option", { name: tr("table.all"), exact: true }).click();
    await expect(page.getByText(tr("table.all_items_warning")), "the All warning").toBeVisible();
    await shot(page, "table-all-confirmation");
    await page.getByRole("button", { name: tr("table.confirm") }).click();
    // All 400 seeded machines on page 1: the range reads 1-400 of 400 and the controls are gone.
    await expect(page.getByText(/1-400 of 400/), "the range of all machines").toBeVisible();
    await expect(page.getByRole("button", { name: tr("table.next_page") }), "no paging controls").toHaveCount(0);
  });
});
