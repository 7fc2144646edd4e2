// The activity log: an owner deletes a server, opens Activity from the sidebar
// and finds the delete there with their name and the time it happened; axe scans of the list and
// an entry's details in both themes, with screenshots; a user's details show their history.
import { layout, motionSettled, shot, toastsGone } from "./lib/browser";
import { tr } from "./lib/i18n";
import { toggleTheme } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("owner"));

const SERVER = "pi-lviv-01";
// A table's data rows: antd's placeholder and measure rows are rows of the tbody too.
const DATA_ROW = "tr.ant-table-row";

/** Minutes since midnight of an "HH:mm" text, or of a moment in the browser's own time zone. */
const minutesOf = (hhmm: string): number => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

test("an owner's delete is listed in Activity with who and when (with axe scans)", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.goto("/servers/list");
  const main = layout(page).main;
  const row = main.locator(DATA_ROW).filter({ hasText: SERVER });
  await expect(row.first(), "the server's row").toBeVisible({ timeout: 30_000 });

  await row.getByRole("button", { name: `Delete ${SERVER}` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: `Delete server ${SERVER}?` });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Server deleted"), "the deleted toast").toBeVisible();
  const deletedAt = await page.evaluate(() => {
    const now = new Date();
    return now.getHours() * 60 + now.getMinutes();
  });
  await toastsGone(page);

  await layout(page)
    .sider.getByRole("menuitem", { name: tr("nav.activity") })
    .click();
  await expect(page).toHaveURL((u) => u.pathname.startsWith("/activity"));
  await expect(
    main.getByRole("heading", { level: 2, name: tr("activity.title") }),
    "the Activity heading",
  ).toBeVisible();
  const entry = main.locator(DATA_ROW).filter({ hasText: SERVER }).first();
  await expect(entry, "the delete's entry").toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    const cells = await entry.locator("td").allInnerTexts();
    expect(cells, "the entry names the owner").toContain("Olena Kovalenko");
    expect(cells, "the entry says Deleted").toContain(tr("activity.actions.delete"));
    const when = cells[0]?.match(/(\d{2}:\d{2})$/)?.[1];
    expect(when, `the first cell is the time: ${cells[0]}`).toBeTruthy();
    expect(
      Math.abs(minutesOf(when ?? "") - deletedAt),
      `deleted at minute ${deletedAt}, listed at ${when}`,
    ).toBeLessThanOrEqual(1);
  }).toPass();
  await axe.bothThemes("/activity");
  await shot(page, "activity-light");

  await entry.click();
  const details = page.getByRole("dialog").filter({ hasText: tr("def.resource.show_title") });
  await expect(details.getByRole("link", { name: `Open ${SERVER}` }).first(), "the link to the record").toBeVisible();
  await motionSettled(page);
  await axe.scan("/activity details", { include: ".ant-drawer-content" });
  await shot(page, "activity-details");
  await toggleTheme(page, true);
  await shot(page, "activity-details-dark");
  await toggleTheme(page, false);
});

test("a user's details show the user's history from the log", async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.goto("/users?list=users&q=operator");
  const row = layout(page).main.locator(DATA_ROW).filter({ hasText: "operator" });
  await expect(row.first(), "operator's row").toBeVisible({ timeout: 30_000 });
  await row.getByRole("button", { name: "Details of operator" }).click();
  const history = page.getByRole("dialog").getByRole("region", { name: tr("activity.history.title") });
  // The seeded log holds the owner's approval of operator.
  await expect(history.getByText(/Olena Kovalenko · Approved/).first(), "the approval in the history").toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await motionSettled(page);
  await axe.scan("user details with history", { include: ".ant-modal" });
  await shot(page, "activity-user-history");
  await toggleTheme(page, true);
  await axe.scan("user details with history (dark)", { include: ".ant-modal" });
  await shot(page, "activity-user-history-dark");
});

test.describe("as an admin", () => {
  test.use(signedInAs("admin"));

  test("Activity filters by who (searched as typed) and by a range of days", async ({ page, axe }) => {
    test.setTimeout(90_000);
    await page.goto("/activity");
    const main = layout(page).main;
    const rows = main.locator(DATA_ROW);
    await expect(rows.first(), "the log's entries").toBeVisible({ timeout: 30_000 });

    const who = main.getByRole("combobox", { name: tr("activity.filters.user") });
    await who.click();
    await who.fill("Marek");
    // Listed by the name the Who column shows; the login is what the address keeps. antd's shown
    // options have no role (its role=option list is a hidden copy for screen readers).
    await page.locator(".ant-select-item-option", { hasText: /^Marek Nowak$/ }).click();
    await expect(page).toHaveURL((u) => /[?&]user=admin\b/.test(u.pathname + u.search));
    await expect.poll(async () => new Set(await rows.locator("td:nth-child(2)").allInnerTexts()).size).toBe(1);

    const dates = main.getByRole("group", { name: tr("activity.filters.dates") });
    await dates.getByPlaceholder(tr("def.widgets.range.from")).click();
    // The picker's presets are list items without a role or name of their own.
    await page
      .locator(".ant-picker-presets li", { hasText: tr("def.widgets.range.last_days").replace(":count", "7") })
      .click();
    await expect(page).toHaveURL((u) => /[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/.test(u.pathname + u.search));
    await motionSettled(page);
    // An error toast is told from the others by its class alone.
    await expect(page.locator(".ant-notification-notice-error")).toHaveCount(0);
    await axe.scan("/activity with its filters set", { include: "main" });
    await shot(page, "activity-filters");
  });
});
