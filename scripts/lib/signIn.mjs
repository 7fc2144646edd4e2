// Sign-in through the UI and the visibility wait it uses, shared by the browser tests
// (tests/e2e/lib/browser.ts) and the scripts (scripts/lib/browser.mjs); types in signIn.d.mts.
import assert from "node:assert/strict";

const PASSWORD = "demo-pass";

/** How long a UI element may take to show up (the mock adds small latency; 2 shared cores). */
export const UI_TIMEOUT = 10_000;

/** Waits for a locator to be visible; fails with `what` in the message. */
export async function expectVisible(locator, what, { timeout = UI_TIMEOUT } = {}) {
  try {
    await locator.first().waitFor({ state: "visible", timeout });
  } catch {
    assert.fail(`expected ${what} to be visible within ${timeout} ms (${locator.toString()})`);
  }
}

/** The sign-in form of /auth/login (fields labelled Login and Password, button Sign in). */
export function signInForm(page) {
  return {
    login: page.getByLabel("Login", { exact: true }).filter({ visible: true }),
    password: page.getByLabel("Password", { exact: true }).filter({ visible: true }),
    submit: page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true }),
  };
}

/** Fills and submits the sign-in form on the current page. */
export async function submitSignIn(page, login, password = PASSWORD) {
  const form = signInForm(page);
  await expectVisible(form.login, "the Login field");
  await form.login.fill(login);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the UI as a demo user. Opens /auth/login unless `from` is null (when the
 * page already shows the sign-in screen, e.g. after a guard redirect). Resolves once the app
 * has left /auth (it waits 1 s after a successful sign-in before navigating).
 */
export async function signIn(page, login, { password = PASSWORD, from = "/auth/login", timeout = 15_000 } = {}) {
  if (from) await page.goto(from);
  await submitSignIn(page, login, password);
  try {
    await page.waitForURL((u) => !u.pathname.startsWith("/auth"), { timeout, waitUntil: "commit" });
  } catch {
    const shown = await page
      // The sign-in form's own field errors carry the id their input points to (<input id>_help).
      .locator(".ant-alert, .ant-form-item-explain-error, [role=tabpanel] form [id$='_help']")
      .allInnerTexts()
      .catch(() => []);
    const messages = shown.length ? `; the form shows: ${shown.map((s) => JSON.stringify(s.trim())).join(", ")}` : "";
    assert.fail(
      `sign-in as "${login}" did not leave /auth within ${timeout} ms; the page is at ${page.url()}${messages}`,
    );
  }
}
