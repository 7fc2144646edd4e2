// Campaigns and dashboards in the browser (issue: campaigns with live progress, the dashboard and
// the admin statistics): an operator promotes an ACTIVE app with a 14-day campaign and watches
// today's installs rise on the campaign page without reloading; an ADMIN reviews every user's
// campaigns, pauses one and reads the team-wide figures. axe on each page in both themes.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectUrl, goInApp, expectVisible, motionSettled, shot, openSignedIn } from "./lib/browser";
import { dialog, pickOption, toggleTheme } from "./lib/ui";
import { test } from "./fixtures";

const content = ".ant-layout-content";

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const installed = async (page: Page) =>
  Number(
    (
      await page
        .locator(".ant-statistic", { has: page.getByText("Installed", { exact: true }) })
        .locator(".ant-statistic-content")
        .innerText()
    ).replace(/\D/g, ""),
  );

test("campaigns: an operator promotes an ACTIVE app for 14 days with keywords, reviews and test accounts, and watches today's installs rise", async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "operator", "/campaign/list");
  await expectVisible(page.locator(`${content} tbody tr.ant-table-row`), "my campaigns", { timeout: 20_000 });
  await axe.bothThemes("/campaign/list");
  await goInApp(page, "/apps");
  await page.getByRole("button", { name: "Promote Brightleaf Budget" }).click();
  await expectUrl(page, "/campaign/add");
  const form = page.locator(content);
  await expectVisible(form.getByText("Brightleaf Budget"), "the chosen app", { timeout: 20_000 });
  await pickOption(page, form, "Locale", { search: "English (United States)", option: "English (United States)" });
  const [start, end] = [isoDay(0), isoDay(13)];
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
  await expectVisible(reviews.getByText("One review for every install"), "the complete reviews");
  await axe.bothThemes("feedback dialog", ".ant-modal");
  await reviews.getByRole("button", { name: "Add", exact: true }).click();
  await expectVisible(form.getByRole("button", { name: "Reviews: 14 of 14" }), "the reviews count");

  // 14 available test accounts, typed with their e-mail domain (stripped).
  const logins = await page.evaluate(async () => {
    const answer = await fetch("/api/accounts/list?page=1&size=14&status=NONE", { credentials: "include" });
    const body = (await answer.json()) as { data: { list: { login: string }[] } };
    return body.data.list.map((a) => a.login);
  });
  assert.equal(logins.length, 14);
  await form.getByRole("button", { name: "Test accounts: 0 of 14" }).click();
  const testers = dialog(page, "Add test accounts");
  await testers.getByRole("textbox").fill(logins.map((l) => `${l}@gmail.com`).join(","));
  await testers.getByRole("textbox").press("Enter");
  await expectVisible(testers.getByText("Every account is available"), "the account check", { timeout: 15_000 });
  await axe.bothThemes("test accounts dialog", ".ant-modal");
  await testers.getByRole("button", { name: "Add", exact: true }).click();

  await form.getByRole("button", { name: "Review and submit" }).click();
  const summary = dialog(page, "Summary");
  await expectVisible(summary.getByText("Days: 14"), "the summary");
  await axe.bothThemes("summary dialog", ".ant-modal");
  await summary.getByRole("button", { name: "Submit campaign" }).click();
  await expectUrl(page, "/campaign/detail");
  await expectVisible(page.getByText("Planned installs"), "the campaign page");
  await axe.bothThemes("/campaign/detail");
  await shot(page, "campaign-detail");

  const url = page.url();
  const before = await installed(page);
  await page.waitForFunction(
    (was) => {
      const stat = [...document.querySelectorAll(".ant-statistic")].find((s) => s.textContent?.startsWith("Installed"));
      return Number(stat?.querySelector(".ant-statistic-content")?.textContent?.replace(/\D/g, "")) > was;
    },
    before,
    { timeout: 45_000 },
  );
  assert.equal(page.url(), url, "the count rose without navigation");

  // The campaign's dialogs: a day's tasks, a task's machine attempts, active machines, task types.
  await page
    .getByRole("button", { name: /^Tasks of / })
    .first()
    .click();
  const day = dialog(page, "Tasks of");
  await expectVisible(day.getByRole("button", { name: "Machine tasks" }), "the day's tasks");
  await axe.bothThemes("day detail dialog", ".ant-modal");
  await day.getByRole("button", { name: "Machine tasks" }).first().click();
  const attempts = page.locator(".ant-modal").last();
  await expectVisible(attempts.locator(".ant-table-row, .ant-empty"), "the machine attempts", { timeout: 15_000 });
  await axe.bothThemes("tasks list dialog", ".ant-modal");
  await attempts.getByRole("button", { name: "Close" }).last().click();
  await motionSettled(page);
  await day.getByRole("button", { name: "Close" }).last().click();
  await day.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Active machines" }).click();
  const working = dialog(page, "Machines working now");
  await expectVisible(working, "the active machines");
  await axe.bothThemes("active machines dialog", ".ant-modal");
  await working.getByRole("button", { name: "Close" }).last().click();
  await working.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Task types" }).click();
  await expectVisible(dialog(page, "Task types").getByText("Install with test accounts"), "the task types");
  await axe.bothThemes("task types dialog", ".ant-modal");
});

test("campaigns: an ADMIN reviews every user's campaigns, pauses one and reads the team-wide figures", async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "admin", "/");
  await expectVisible(page.getByText("Fleet health"), "the dashboard's fleet health", { timeout: 20_000 });
  await axe.bothThemes("/");
  await shot(page, "dashboard-admin");

  await goInApp(page, "/campaign/users-list?list=campaign-users-list&status=ACTIVE");
  const pause = page
    .locator(content)
    .getByRole("button", { name: /^Pause / })
    .first();
  await expectVisible(pause, "a pause button", { timeout: 20_000 });
  await axe.bothThemes("/campaign/users-list");
  const label = await pause.getAttribute("aria-label");
  await pause.click();
  const confirm = dialog(page, `${label}?`);
  await confirm.getByRole("button", { name: "Pause", exact: true }).click();
  await expectVisible(page.getByText(/ is paused$/), "the pause toast");

  await goInApp(page, "/statistic");
  await expectVisible(page.locator(`${content} canvas`), "a chart", { timeout: 30_000 });
  await axe.bothThemes("/statistic");
  await toggleTheme(page, true);
  await shot(page, "statistic-dark");
  await toggleTheme(page, false);
});
