// Sign-in per demo user, status screens, sign-in validation and the remembered page
// (spec platform §2, §4 "User status", §5 "Sign in", §8 "Sign in screen", "Other screens").
import assert from "node:assert/strict";
import { expectUrl, expectVisible, layout, shot, signIn, signInForm, submitSignIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { test } from "./fixtures";
import { loadingSelector } from "../../scripts/lib/loading.mjs";

// Texts the spec fixes word for word.
const CHECK_INPUT = "Please check your input and try again";
const INVALID_CREDENTIALS = "Invalid username or password";
const SUSPENDED = "Your account has been suspended. Please contact the administrator for more information.";

for (const login of ["owner", "admin", "operator", "robot"]) {
  test(`${login} signs in and lands on / inside the layout`, async ({ page }) => {
    await signIn(page, login);
    await expectUrl(page, "/");
    const { sider, header, footer } = layout(page);
    await expectVisible(sider, "the sidebar");
    await expectVisible(header, "the top bar");
    await expectVisible(footer.getByText(/2019/), "the footer copyright (2019 to the current year)");
    const year = String(new Date().getFullYear());
    assert.match(await footer.innerText(), new RegExp(year), `footer should name ${year}`);
    // The screenshot shows the dashboard itself, not its loading spinner.
    await page.waitForFunction(
      (busy) => !document.querySelector(busy),
      `${loadingSelector("main")}, main .ant-skeleton`,
      {
        timeout: 20_000,
      },
    );
    await shot(page, `dashboard-${login}`);
  });
}

test("newbie (status NEW) signs in and lands on /new-user", async ({ page }) => {
  await signIn(page, "newbie");
  await expectUrl(page, "/new-user");
  await expectVisible(page.getByRole("button"), "the check-approval button");
  await page.waitForTimeout(1_500); // the screen re-checks after 1 s; NEW must stay here
  await expectUrl(page, "/new-user");
  await shot(page, "new-user");
});

test("banned (status BANNED) lands on /ban-user with the suspension message; logout returns to /auth", async ({
  page,
}) => {
  await signIn(page, "banned");
  await expectUrl(page, "/ban-user");
  await expectVisible(page.getByText(SUSPENDED), "the suspension message");
  await shot(page, "ban-user");
  const label = tr("auth.status.logout", { fallback: "" });
  const logout = page.getByRole("button", {
    name: label ? new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") : /log ?out|sign ?out/i,
  });
  await expectVisible(logout, "the logout button");
  await logout.first().click();
  await expectUrl(page, /^\/auth/);
});

test("a visitor on /auth/login stays there (no redirect loop)", async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const at = new URL(frame.url()).pathname;
    if (at !== "/auth/login") elsewhere.push(at);
  });
  let checks = 0;
  page.on("request", (r) => {
    if (r.url().includes("/auth/checkToken")) checks++;
  });
  await page.goto("/auth/login");
  await expectVisible(signInForm(page).login, "the Login field");
  await page.waitForTimeout(3_000);
  assert.deepEqual(
    elsewhere,
    [],
    `the sign-in screen navigated away to ${elsewhere.join(" → ")} (${checks} checkToken requests)`,
  );
  await expectUrl(page, "/auth/login");
  await expectVisible(signInForm(page).login, "the Login field, 3 s later");
});

test("sign-in validation: login and password shorter than 4 characters", async ({ page }) => {
  await page.goto("/auth/login");
  await submitSignIn(page, "abc", "abc");
  await expectVisible(page.getByText(tr("auth.errors.login_is_require"), { exact: true }), "the login length message");
  await expectVisible(
    page.getByText(tr("auth.errors.password_is_require"), { exact: true }),
    "the password length message",
  );
  await expectVisible(page.getByText(CHECK_INPUT), `the banner "${CHECK_INPUT}"`);
  await expectUrl(page, "/auth/login");
  await shot(page, "sign-in-validation");
});

test("sign-in with a wrong password shows the invalid-credentials message", async ({ page }) => {
  await page.goto("/auth/login");
  await submitSignIn(page, "owner", "wrong-pass");
  await expectVisible(page.getByText(INVALID_CREDENTIALS), `"${INVALID_CREDENTIALS}"`);
  await page.waitForTimeout(1_500); // no redirect may follow
  await expectUrl(page, "/auth/login");
  await expectVisible(signInForm(page).login, "the sign-in form, still shown");
});

test("a visitor to /servers/list is sent to /auth and after signing in as admin lands back on it", async ({ page }) => {
  await page.goto("/servers/list");
  await expectUrl(page, /^\/auth/); // the guard redirects after 500 ms
  await signIn(page, "admin", { from: null });
  await expectUrl(page, "/servers/list");
  await expectVisible(layout(page).sider, "the sidebar");
});

test("a signed-in user who opens /auth is sent to /", async ({ page }) => {
  await signIn(page, "operator");
  await expectUrl(page, "/");
  await page.goto("/auth/login");
  await expectUrl(page, "/");
});
