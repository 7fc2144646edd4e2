// Sign-in per demo user, status screens, sign-in validation and the remembered page
// (docs/rules/sign-in.md; the status screens SES-10 to SES-13 and the page guard SES-16).
import type { Page } from "@playwright/test";
import { layout, shot, signIn, signInForm, submitSignIn, atPath } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expect, test } from "./fixtures";
import { loadingSelector } from "../../scripts/lib/loading.mjs";

// Texts the rules fix word for word (SIGN-6, SIGN-7, ERR-16).
const CHECK_INPUT = "Please check your input and try again";
const INVALID_CREDENTIALS = "Invalid username or password";
const SUSPENDED = "Your account has been suspended. Please contact the administrator for more information.";

/**
 * Lets `ms` of the page's time pass (page.clock, installed before the page loaded) in steps, so
 * that what a timer starts (a request, a redirect) runs between them as it would in real time.
 */
async function pageTimePasses(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += 250) await page.clock.runFor(250);
}

for (const login of ["owner", "admin", "operator", "robot"]) {
  test(`${login} signs in and lands on / inside the layout`, async ({ page }) => {
    await signIn(page, login);
    await expect(page).toHaveURL(atPath("/"));
    const { sider, header, footer } = layout(page);
    await expect(sider, "the sidebar").toBeVisible();
    await expect(header, "the top bar").toBeVisible();
    await expect(footer.getByText(/2019/), "the footer copyright (2019 to the current year)").toBeVisible();
    const year = String(new Date().getFullYear());
    await expect(footer, `footer should name ${year}`).toContainText(year);
    // The screenshot shows the dashboard itself, not its loading spinner (antd's spinner and
    // skeleton have no role to find them by).
    await expect(page.locator(`${loadingSelector("main")}, main .ant-skeleton`), "the dashboard, loaded").toHaveCount(
      0,
      { timeout: 20_000 },
    );
    await shot(page, `dashboard-${login}`);
  });
}

test("newbie (status NEW) signs in and lands on /new-user", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "newbie");
  await expect(page).toHaveURL(atPath("/new-user"));
  await expect(page.getByRole("button").first(), "the check-approval button").toBeVisible();
  await pageTimePasses(page, 1_500); // the screen re-checks after 1 s; NEW must stay here
  await expect(page).toHaveURL(atPath("/new-user"));
  await shot(page, "new-user");
});

test("banned (status BANNED) lands on /ban-user with the suspension message; logout returns to /auth", async ({
  page,
}) => {
  await signIn(page, "banned");
  await expect(page).toHaveURL(atPath("/ban-user"));
  await expect(page.getByText(SUSPENDED), "the suspension message").toBeVisible();
  await shot(page, "ban-user");
  const label = tr("auth.status.logout", { fallback: "" });
  const logout = page.getByRole("button", {
    name: label ? new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") : /log ?out|sign ?out/i,
  });
  await expect(logout.first(), "the logout button").toBeVisible();
  await logout.first().click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/auth"));
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
  await page.clock.install();
  await page.goto("/auth/login");
  await expect(signInForm(page).login, "the Login field").toBeVisible();
  await pageTimePasses(page, 3_000);
  expect(
    elsewhere,
    `the sign-in screen navigated away to ${elsewhere.join(" → ")} (${checks} checkToken requests)`,
  ).toEqual([]);
  await expect(page).toHaveURL(atPath("/auth/login"));
  await expect(signInForm(page).login, "the Login field, 3 s later").toBeVisible();
});

test("sign-in validation: login and password shorter than 4 characters", async ({ page }) => {
  await page.goto("/auth/login");
  await submitSignIn(page, "abc", "abc");
  await expect(
    page.getByText(tr("auth.errors.login_is_require"), { exact: true }),
    "the login length message",
  ).toBeVisible();
  await expect(
    page.getByText(tr("auth.errors.password_is_require"), { exact: true }),
    "the password length message",
  ).toBeVisible();
  await expect(page.getByText(CHECK_INPUT).first(), `the banner "${CHECK_INPUT}"`).toBeVisible();
  await expect(page).toHaveURL(atPath("/auth/login"));
  await shot(page, "sign-in-validation");
});

test("sign-in with a wrong password shows the invalid-credentials message", async ({ page }) => {
  await page.clock.install();
  await page.goto("/auth/login");
  await submitSignIn(page, "owner", "wrong-pass");
  await expect(page.getByText(INVALID_CREDENTIALS).first(), `"${INVALID_CREDENTIALS}"`).toBeVisible();
  await pageTimePasses(page, 1_500); // no redirect may follow
  await expect(page).toHaveURL(atPath("/auth/login"));
  await expect(signInForm(page).login, "the sign-in form, still shown").toBeVisible();
});

test("a visitor to /servers/list is sent to /auth and after signing in as admin lands back on it", async ({ page }) => {
  await page.goto("/servers/list");
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/auth")); // the guard redirects after 500 ms
  await signIn(page, "admin", { from: null });
  await expect(page).toHaveURL(atPath("/servers/list"));
  await expect(layout(page).sider, "the sidebar").toBeVisible();
});

test("a signed-in user who opens /auth is sent to /", async ({ page }) => {
  await signIn(page, "operator");
  await expect(page).toHaveURL(atPath("/"));
  await page.goto("/auth/login");
  await expect(page).toHaveURL(atPath("/"));
});
