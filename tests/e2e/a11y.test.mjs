// Accessibility checks with axe (WCAG 2 A and AA rules) on the sign-in screen and the
// dashboard, in both themes. Serious and critical violations fail the test.
import assert from "node:assert/strict";
import { axeFindings } from "./lib/axe.mjs";
import { e2e, expectUrl, expectVisible, layout, signIn, signInForm } from "./lib/browser.mjs";

const audit = (page, t, where) => axeFindings(page, where);

e2e(
  "axe: no serious or critical accessibility violations on /auth/login and / (light and dark)",
  async ({ page, t }) => {
    const critical = [];
    await page.goto("/auth/login");
    await expectVisible(signInForm(page).login, "the sign-in form");
    critical.push(...(await audit(page, t, "/auth/login")));

    await signIn(page, "owner", { from: null });
    await expectUrl(page, "/");
    const { sider, header } = layout(page);
    await expectVisible(sider, "the sidebar");
    await page.waitForLoadState("networkidle");
    critical.push(...(await audit(page, t, "/ (light)")));

    await header.locator("button[aria-pressed]").first().click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    critical.push(...(await audit(page, t, "/ (dark)")));

    assert.deepEqual(critical, [], `serious or critical accessibility violations:\n${critical.join("\n")}`);
  },
);
