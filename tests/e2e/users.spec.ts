// Users and the bot API page in the browser: the OWNER
// approves a new user, gives them ADMIN, bans another and creates a user; the banned user's open
// console leaves for /ban-user at once; a bot integrator reads the documentation and copies their
// key. axe on each page and dialog in both themes.
//
// Each browser context runs its own mock, so the banned user's console (a second context) hears
// the ban through the mock's control, as it would hear the real server's push.
import { newContext, sessionFile, shot } from "./lib/browser";
import { confirmWith, openUser, USER_ROW as ROW } from "./lib/users";
import { expect, signedInAs, test } from "./fixtures";

test.describe("as the owner", () => {
  test.use(signedInAs("owner"));

  test("users: the OWNER approves a new user, gives them ADMIN, bans another (whose console leaves at once) and creates a user", async ({
    page,
    browser,
    axe,
  }) => {
    test.setTimeout(180_000);
    // The user about to be banned, signed in elsewhere.
    const elsewhere = await newContext(browser, { storageState: sessionFile("operator") });
    const victim = await elsewhere.newPage();
    try {
      await victim.goto("/keywords");
      await expect(victim.getByRole("button", { name: /^Notifications/ }), "the operator's console").toBeVisible();

      await page.goto("/users");
      await expect(page.locator(ROW).first(), "the user rows").toBeVisible({ timeout: 30_000 });
      await axe.bothThemes("/users");
      await shot(page, "users-light");
      // The column chooser: its popover by keyboard-reachable checkboxes, axe in both themes.
      await page.getByRole("button", { name: /^Columns/ }).click();
      await expect(page.getByRole("group", { name: "Shown columns" }), "the column chooser").toBeVisible();
      await axe.bothThemes("column chooser", ".ant-popover");
      await page.getByRole("button", { name: /^Columns/ }).click();

      // Approve the new user and give them ADMIN.
      await page.getByRole("button", { name: /waiting for approval$/ }).click();
      await expect(page).toHaveURL(/status=NEW/);
      let detail = await openUser(page, "newbie");
      await axe.bothThemes("user detail", ".ant-modal");
      await shot(page, "users-detail");
      await detail.getByRole("button", { name: "Approve", exact: true }).click();
      await confirmWith(page, "Approve newbie?", "Approve");
      await expect(
        detail.getByRole("button", { name: "Ban", exact: true }),
        "the ban button of an ACTIVE user",
      ).toBeVisible();
      await detail.getByRole("button", { name: "Give the Administrator role" }).click();
      const held = detail.getByRole("button", { name: "Take the Administrator role away" });
      await expect(held, "the held ADMIN role").toBeVisible();
      await expect(held, "the held ADMIN role is pressed").toHaveAttribute("aria-pressed", "true");
      await detail.getByRole("button", { name: "Close" }).last().click();

      // Ban the operator: their console leaves for /ban-user.
      // A reload: the list keeps its filter (status NEW) on an in-app visit, and the operator is ACTIVE.
      await page.goto("/users");
      detail = await openUser(page, "operator");
      await detail.getByRole("button", { name: "Ban", exact: true }).click();
      await confirmWith(page, "Ban operator?", "Ban");
      await expect(
        detail.getByRole("button", { name: "Approve", exact: true }),
        "the approve button of a BANNED user",
      ).toBeVisible();
      await victim.evaluate(() => window.__mock!.setUserStatus("operator", "BANNED"));
      await expect(victim).toHaveURL((u) => u.pathname === "/ban-user", { timeout: 10_000 });
      await detail.getByRole("button", { name: "Close" }).last().click();

      // Create a user: they are listed as NEW.
      await page.getByRole("button", { name: "Create user" }).click();
      await expect(page).toHaveURL((u) => u.pathname === "/users/create");
      await axe.bothThemes("/users/create");
      await page.getByLabel("Login", { exact: true }).fill("e2ehire");
      await page.getByLabel("Email", { exact: true }).fill("e2e.hire@example.com");
      await page.getByLabel("Name", { exact: true }).fill("Eve");
      await page.getByLabel("Surname", { exact: true }).fill("Hire");
      await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
      await page.getByLabel("Confirm password", { exact: true }).fill("long-enough-1");
      await page.getByRole("button", { name: "Create user" }).last().click();
      await expect(page).toHaveURL((u) => u.pathname === "/users");
      const created = page.locator(ROW).filter({ hasText: "e2ehire" });
      await expect(created, "the created user").toBeVisible();
      await expect(created.getByText("Awaiting approval"), "the new user's status").toBeVisible();
      await shot(page, "users-created");
    } finally {
      await elsewhere.close();
    }
  });
});

test.describe("as a bot integrator", () => {
  test.use(signedInAs("robot"));

  test("bot API: a bot integrator reads the documentation, searches it and copies their key", async ({
    page,
    context,
    axe,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/bot-api");
    await expect(page.getByRole("heading", { name: /Campaigns/ }).first(), "the documentation").toBeVisible({
      timeout: 30_000,
    });
    await page.getByText("Plans a campaign for an ACTIVE app in one locale.").click();
    const body = page.getByLabel("Request body", { exact: true });
    await expect(body, "the request body").toBeVisible();
    await expect
      .poll(
        async () => {
          try {
            JSON.parse(await body.innerText());
            return true;
          } catch {
            return false;
          }
        },
        { message: "the request body is JSON text" },
      )
      .toBe(true);
    await axe.bothThemes("/bot-api");
    await shot(page, "bot-api");

    await page.getByPlaceholder("Search calls by path, method, type or words").fill("sms");
    await expect(page).toHaveURL(/search=sms/);
    await expect(page.locator("h3"), "one call found").toHaveCount(1);

    await page.getByRole("button", { name: "Show the API key" }).click();
    const keyField = page.getByLabel("API key", { exact: true });
    await expect(keyField).toHaveText(/^ak_[0-9a-f]{40}$/);
    const key = (await keyField.innerText()).trim();
    await page.getByRole("button", { name: "Copy key" }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: "the copied key" })
      .toBe(key);
  });
});
