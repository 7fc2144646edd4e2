// Users and the bot API page in the browser (issue: accounts, users and the bot API): the OWNER
// approves a new user, gives them ADMIN, bans another and creates a user; the banned user's open
// console leaves for /ban-user at once; a bot integrator reads the documentation and copies their
// key. axe on each page and dialog in both themes.
//
// Each browser context runs its own mock, so the banned user's console (a second context) hears
// the ban through the mock's control, as it would hear the real server's push.
import assert from "node:assert/strict";
import { expectUrl, expectVisible, goInApp, newContext, shot, signIn, openSignedIn } from "./lib/browser";
import { confirmWith, openUser, USER_ROW as ROW } from "./lib/users";
import { test } from "./fixtures";

test("users: the OWNER approves a new user, gives them ADMIN, bans another (whose console leaves at once) and creates a user", async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  // The user about to be banned, signed in elsewhere.
  const elsewhere = await newContext(browser);
  const victim = await elsewhere.newPage();
  try {
    await signIn(victim, "operator");
    await goInApp(victim, "/keywords");
    await expectVisible(victim.getByRole("button", { name: /^Notifications/ }), "the operator's console");

    await openSignedIn(page, "owner", "/users");
    await expectVisible(page.locator(ROW), "the user rows", { timeout: 30_000 });
    await axe.bothThemes("/users");
    await shot(page, "users-light");
    // The column chooser (issue 29): its popover by keyboard-reachable checkboxes, axe in both themes.
    await page.getByRole("button", { name: /^Columns/ }).click();
    await expectVisible(page.getByRole("group", { name: "Shown columns" }), "the column chooser");
    await axe.bothThemes("column chooser", ".ant-popover");
    await page.getByRole("button", { name: /^Columns/ }).click();

    // Approve the new user and give them ADMIN.
    await page.getByRole("button", { name: /waiting for approval$/ }).click();
    await expectUrl(page, /status=NEW/);
    let detail = await openUser(page, "newbie");
    await axe.bothThemes("user detail", ".ant-modal");
    await shot(page, "users-detail");
    await detail.getByRole("button", { name: "Approve", exact: true }).click();
    await confirmWith(page, "Approve newbie?", "Approve");
    await expectVisible(detail.getByRole("button", { name: "Ban", exact: true }), "the ban button of an ACTIVE user");
    await detail.getByRole("button", { name: "Give the Administrator role" }).click();
    await expectVisible(
      detail.getByRole("button", { name: "Take the Administrator role away" }),
      "the held ADMIN role",
    );
    assert.equal(
      await detail.getByRole("button", { name: "Take the Administrator role away" }).getAttribute("aria-pressed"),
      "true",
    );
    await detail.getByRole("button", { name: "Close" }).last().click();

    // Ban the operator: their console leaves for /ban-user.
    // A reload: the list keeps its filter (status NEW) on an in-app visit, and the operator is ACTIVE.
    await page.goto("/users");
    detail = await openUser(page, "operator");
    await detail.getByRole("button", { name: "Ban", exact: true }).click();
    await confirmWith(page, "Ban operator?", "Ban");
    await expectVisible(
      detail.getByRole("button", { name: "Approve", exact: true }),
      "the approve button of a BANNED user",
    );
    await victim.evaluate(() => window.__mock!.setUserStatus("operator", "BANNED"));
    await expectUrl(victim, "/ban-user", { timeout: 10_000 });
    await detail.getByRole("button", { name: "Close" }).last().click();

    // Create a user: they are listed as NEW.
    await page.getByRole("button", { name: "Create user" }).click();
    await expectUrl(page, "/users/create");
    await axe.bothThemes("/users/create");
    await page.getByLabel("Login", { exact: true }).fill("e2ehire");
    await page.getByLabel("Email", { exact: true }).fill("e2e.hire@example.com");
    await page.getByLabel("Name", { exact: true }).fill("Eve");
    await page.getByLabel("Surname", { exact: true }).fill("Hire");
    await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await page.getByLabel("Confirm password", { exact: true }).fill("long-enough-1");
    await page.getByRole("button", { name: "Create user" }).last().click();
    await expectUrl(page, "/users");
    const created = page.locator(ROW).filter({ hasText: "e2ehire" });
    await expectVisible(created, "the created user");
    await expectVisible(created.getByText("Awaiting approval"), "the new user's status");
    await shot(page, "users-created");
  } finally {
    await elsewhere.close();
  }
});

test("bot API: a bot integrator reads the documentation, searches it and copies their key", async ({
  page,
  context,
  axe,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSignedIn(page, "robot", "/bot-api");
  await expectVisible(page.getByRole("heading", { name: /Campaigns/ }), "the documentation", { timeout: 30_000 });
  await page.getByText("Plans a campaign for an ACTIVE app in one locale.").click();
  await expectVisible(page.getByLabel("Request body", { exact: true }), "the request body");
  const body = await page.getByLabel("Request body", { exact: true }).innerText();
  assert.doesNotThrow(() => JSON.parse(body), "the request body is JSON text");
  await axe.bothThemes("/bot-api");
  await shot(page, "bot-api");

  await page.getByPlaceholder("Search calls by path, method, type or words").fill("sms");
  await expectUrl(page, /search=sms/);
  await page.waitForFunction(() => document.querySelectorAll("h3").length === 1);

  await page.getByRole("button", { name: "Show the API key" }).click();
  const key = (await page.getByLabel("API key", { exact: true }).innerText()).trim();
  assert.match(key, /^ak_[0-9a-f]{40}$/);
  await page.getByRole("button", { name: "Copy key" }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key);
});
