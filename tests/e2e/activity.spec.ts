// The activity log (issue 29, item 5): an owner deletes a server, opens Activity from the sidebar
// and finds the delete there with their name and the time it happened; axe scans of the list and
// an entry's details in both themes, with screenshots; a user's details show their history.
import assert from "node:assert/strict";
import { expectUrl, expectVisible, layout, motionSettled, openSignedIn, shot, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { toggleTheme } from "./lib/ui";
import { expect, test } from "./fixtures";

const SERVER = "pi-lviv-01";

/** Minutes since midnight of an "HH:mm" text, or of a moment in the browser's own time zone. */
const minutesOf = (hhmm: string): number => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

test("an owner's delete is listed in Activity with who and when (with axe scans)", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "owner", "/servers/list");
  const main = layout(page).main;
  const row = main.locator("tr.ant-table-row").filter({ hasText: SERVER });
  await expectVisible(row, "the server's row", { timeout: 30_000 });

  await row.getByRole("button", { name: `Delete ${SERVER}` }).click();
  const confirm = page.locator(".ant-modal").filter({ hasText: `Delete server ${SERVER}?` });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expectVisible(page.getByText("Server deleted"), "the deleted toast");
  const deletedAt = await page.evaluate(() => {
    const now = new Date();
    return now.getHours() * 60 + now.getMinutes();
  });
  await toastsGone(page);

  await layout(page)
    .sider.getByRole("menuitem", { name: tr("nav.activity") })
    .click();
  await expectUrl(page, /^\/activity/);
  await expectVisible(main.getByRole("heading", { level: 2, name: tr("activity.title") }), "the Activity heading");
  const entry = main.locator("tr.ant-table-row").filter({ hasText: SERVER }).first();
  await expectVisible(entry, "the delete's entry", { timeout: 30_000 });
  const cells = await entry.locator("td").allInnerTexts();
  assert.ok(cells.includes("Olena Kovalenko"), `the entry names the owner: ${cells.join(" | ")}`);
  assert.ok(cells.includes(tr("activity.actions.delete")), `the entry says Deleted: ${cells.join(" | ")}`);
  const when = cells[0]?.match(/(\d{2}:\d{2})$/)?.[1];
  assert.ok(when, `the first cell is the time: ${cells[0]}`);
  assert.ok(Math.abs(minutesOf(when) - deletedAt) <= 1, `deleted at minute ${deletedAt}, listed at ${when}`);
  await axe.bothThemes("/activity");
  await shot(page, "activity-light");

  await entry.click();
  const details = page.locator(".ant-drawer-content").filter({ hasText: tr("def.resource.show_title") });
  await expectVisible(details.getByRole("link", { name: `Open ${SERVER}` }), "the link to the record");
  await motionSettled(page);
  await axe.scan("/activity details", { include: ".ant-drawer-content" });
  await shot(page, "activity-details");
  await toggleTheme(page, true);
  await shot(page, "activity-details-dark");
  await toggleTheme(page, false);
});

test("a user's details show the user's history from the log", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, "owner", "/users?list=users&q=operator");
  const row = layout(page).main.locator("tr.ant-table-row").filter({ hasText: "operator" });
  await expectVisible(row, "operator's row", { timeout: 30_000 });
  await row.getByRole("button", { name: "Details of operator" }).click();
  const history = page.locator(".ant-modal").getByRole("region", { name: tr("activity.history.title") });
  // The seeded log holds the owner's approval of operator.
  await expectVisible(history.getByText(/Olena Kovalenko · Approved/), "the approval in the history");
  await history.scrollIntoViewIfNeeded();
  await motionSettled(page);
  await axe.scan("user details with history", { include: ".ant-modal" });
  await shot(page, "activity-user-history");
  await toggleTheme(page, true);
  await axe.scan("user details with history (dark)", { include: ".ant-modal" });
  await shot(page, "activity-user-history-dark");
});

test("Activity filters by who (searched as typed) and by a range of days", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, "admin", "/activity");
  const main = layout(page).main;
  const rows = main.locator("tr.ant-table-row");
  await expectVisible(rows.first(), "the log's entries", { timeout: 30_000 });

  const who = main.getByRole("combobox", { name: tr("activity.filters.user") });
  await who.click();
  await who.fill("Marek");
  // Listed by the name the Who column shows; the login is what the address keeps.
  await page.locator(".ant-select-item-option", { hasText: /^Marek Nowak$/ }).click();
  await expectUrl(page, /[?&]user=admin\b/);
  await expect.poll(async () => new Set(await rows.locator("td:nth-child(2)").allInnerTexts()).size).toBe(1);

  const dates = main.getByRole("group", { name: tr("activity.filters.dates") });
  await dates.getByPlaceholder(tr("def.widgets.range.from")).click();
  await page
    .locator(".ant-picker-presets li", { hasText: tr("def.widgets.range.last_days").replace(":count", "7") })
    .click();
  await expectUrl(page, /[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await motionSettled(page);
  await expect(page.locator(".ant-notification-notice-error")).toHaveCount(0);
  await axe.scan("/activity with its filters set", { include: "main" });
  await shot(page, "activity-filters");
});
