// Campaigns and dashboards in the browser (campaigns with live progress, the dashboard and
// the admin statistics): an operator promotes an ACTIVE app with a 14-day campaign and watches
// today's installs rise on the campaign page without reloading; an ADMIN reviews every user's
// campaigns, pauses one and reads the team-wide figures. axe on each page in both themes.
import type { Page } from "@playwright/test";
import { goInApp, motionSettled, shot } from "./lib/browser";
import { dialog, pickOption, toggleTheme } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// A statistic has no role or name: antd's classes tell its title from its figure.
const installed = async (page: Page) =>
  Number(
    (
      await page
        .locator(".ant-statistic", { has: page.getByText("Installed", { exact: true }) })
        .locator(".ant-statistic-content")
        .innerText()
    ).replace(/\D/g, ""),
  );

test.describe("as an operator", () => {
  test.use(signedInAs("operator"));

  test("campaigns: an operator promotes an ACTIVE app for 14 days with keywords, reviews and test accounts, and watches today's installs rise", async ({
    page,
    axe,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/campaign/list");
    // The data rows: antd's placeholder and measure rows are rows of the tbody too.
    await expect(page.getByRole("main").locator("tbody tr.ant-table-row").first(), "my campaigns").toBeVisible({
      timeout: 20_000,
    });
    await axe.bothThemes("/campaign/list");
    await goInApp(page, "/apps");
    await page.getByRole("button", { name: "Promote Brightleaf Budget" }).click();
    await expect(page).toHaveURL((u) => u.pathname === "/campaign/add");
    const form = page.getByRole("main");
    await expect(form.getByText("Brightleaf Budget").first(), "the chosen app").toBeVisible({ timeout: 20_000 });
    await pickOption(page, form, "Locale", { search: "English (United States)", option: "English (United States)" });
    const [start, end] = [isoDay(0), isoDay(13)];
    // antd's range picker: two inputs without a label of their own.
    const range = form.locator(".ant-picker-range input");
    await range.first().click();
    await range.first().fill(start);
    await range.first().press("Enter");
    await range.last().fill(end);
    await range.last().press("Enter");
    await pickOption(page, form, "Keyword / details");
    await form.getByLabel("Installs with a review per day").fill("1");
    await form.getByLabel("Installs with test accounts per day").fill("1");
    await axe.bothThemes("/campaign/add");
    await shot(page, "campaign-add");

    // 14 reviews, one per install.
    await form.getByRole("button", { name: "Reviews: 0 of 14" }).click();
    const reviews = dialog(page, "Add feedback");
    await reviews.getByRole("textbox").fill(Array.from({ length: 14 }, (_, i) => `Review number ${i + 1}`).join(","));
    await reviews.getByRole("textbox").press("Enter");
    await expect(reviews.getByText("One review for every install"), "the complete reviews").toBeVisible();
    await axe.bothThemes("feedback dialog", ".ant-modal");
    await reviews.getByRole("button", { name: "Add", exact: true }).click();
    await expect(form.getByRole("button", { name: "Reviews: 14 of 14" }), "the reviews count").toBeVisible();

    // 14 available test accounts, typed with their e-mail domain (stripped).
    const logins = await page.evaluate(async () => {
      const answer = await fetch("/api/accounts/list?page=1&size=14&status=NONE", { credentials: "include" });
      const body = (await answer.json()) as { data: { list: { login: string }[] } };
      return body.data.list.map((a) => a.login);
    });
    expect(logins, "14 available accounts").toHaveLength(14);
    await form.getByRole("button", { name: "Test accounts: 0 of 14" }).click();
    const testers = dialog(page, "Add test accounts");
    await testers.getByRole("textbox").fill(logins.map((l) => `${l}@gmail.com`).join(","));
    await testers.getByRole("textbox").press("Enter");
    await expect(testers.getByText("Every account is available"), "the account check").toBeVisible({
      timeout: 15_000,
    });
    await axe.bothThemes("test accounts dialog", ".ant-modal");
    await testers.getByRole("button", { name: "Add", exact: true }).click();

    await form.getByRole("button", { name: "Review and submit" }).click();
    const summary = dialog(page, "Summary");
    await expect(summary.getByText("Days: 14"), "the summary").toBeVisible();
    await axe.bothThemes("summary dialog", ".ant-modal");
    await summary.getByRole("button", { name: "Submit campaign" }).click();
    await expect(page).toHaveURL((u) => u.pathname === "/campaign/detail");
    await expect(page.getByText("Planned installs").first(), "the campaign page").toBeVisible();
    await axe.bothThemes("/campaign/detail");
    await shot(page, "campaign-detail");

    const url = page.url();
    const before = await installed(page);
    await expect
      .poll(() => installed(page), { message: "today's installs rise", timeout: 45_000 })
      .toBeGreaterThan(before);
    expect(page.url(), "the count rose without navigation").toBe(url);

    // The campaign's dialogs: a day's tasks, a task's machine attempts, active machines, task types.
    await page
      .getByRole("button", { name: /^Tasks of / })
      .first()
      .click();
    const day = dialog(page, "Tasks of");
    await expect(day.getByRole("button", { name: "Machine tasks" }).first(), "the day's tasks").toBeVisible();
    await axe.bothThemes("day detail dialog", ".ant-modal");
    await day.getByRole("button", { name: "Machine tasks" }).first().click();
    const attempts = page.getByRole("dialog").last();
    // A data row or antd's empty state: neither has a role that tells it from the header row.
    await expect(attempts.locator(".ant-table-row, .ant-empty").first(), "the machine attempts").toBeVisible({
      timeout: 15_000,
    });
    await axe.bothThemes("tasks list dialog", ".ant-modal");
    await attempts.getByRole("button", { name: "Close" }).last().click();
    await motionSettled(page);
    await day.getByRole("button", { name: "Close" }).last().click();
    await expect(day).toBeHidden();
    await page.getByRole("button", { name: "Active machines" }).click();
    const working = dialog(page, "Machines working now");
    await expect(working, "the active machines").toBeVisible();
    await axe.bothThemes("active machines dialog", ".ant-modal");
    await working.getByRole("button", { name: "Close" }).last().click();
    await expect(working).toBeHidden();
    await page.getByRole("button", { name: "Task types" }).click();
    await expect(
      dialog(page, "Task types").getByText("Install with test accounts").first(),
      "the task types",
    ).toBeVisible();
    await axe.bothThemes("task types dialog", ".ant-modal");
  });
});

test.describe("as an admin", () => {
  test.use(signedInAs("admin"));

  test("campaigns: an ADMIN reviews every user's campaigns, pauses one and reads the team-wide figures", async ({
    page,
    axe,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/");
    await expect(page.getByText("Fleet health").first(), "the dashboard's fleet health").toBeVisible({
      timeout: 20_000,
    });
    await axe.bothThemes("/");
    await shot(page, "dashboard-admin");

    await goInApp(page, "/campaign/users-list?list=campaign-users-list&status=ACTIVE");
    const pause = page
      .getByRole("main")
      .getByRole("button", { name: /^Pause / })
      .first();
    await expect(pause, "a pause button").toBeVisible({ timeout: 20_000 });
    await axe.bothThemes("/campaign/users-list");
    const label = await pause.getAttribute("aria-label");
    await pause.click();
    const confirm = dialog(page, `${label}?`);
    await confirm.getByRole("button", { name: "Pause", exact: true }).click();
    await expect(page.getByText(/ is paused$/).first(), "the pause toast").toBeVisible();

    await goInApp(page, "/statistic");
    await expect(page.getByRole("main").locator("canvas").first(), "a chart").toBeVisible({ timeout: 30_000 });
    await axe.bothThemes("/statistic");
    await toggleTheme(page, true);
    await shot(page, "statistic-dark");
    await toggleTheme(page, false);
  });
});
