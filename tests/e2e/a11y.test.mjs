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

/** The focused element's outline and shadow, and the same element's once focus has left it. */
const FOCUS_PROBE = () => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  // antd shows an input's or select's focus on its wrapper: the element and three ancestors count.
  const look = () =>
    [el, el.parentElement, el.parentElement?.parentElement, el.parentElement?.parentElement?.parentElement]
      .filter(Boolean)
      .map((node) => {
        const s = getComputedStyle(node);
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow} | ${s.borderColor} | ${s.backgroundColor}`;
      })
      .join(" / ");
  const focused = look();
  window.__focusProbe = (window.__focusProbe ?? []).concat([{ el, focused, look }]);
  return el.outerHTML.slice(0, 120);
};

e2e(
  "keyboard: the skip link comes first, and every Tab stop of the shell and a list shows where focus is",
  async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/servers/list");
    await expectVisible(page.locator("tr.ant-table-row").first(), "the server rows", { timeout: 30_000 });

    await page.keyboard.press("Tab");
    const first = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(first, "Skip to content", "the skip link is the first Tab stop");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "main-content", "focus moved to the page");

    // From the top of the page again: a fresh load starts the Tab order at the document's start.
    await page.reload();
    await expectVisible(page.locator("tr.ant-table-row").first(), "the server rows", { timeout: 30_000 });
    const stops = [];
    for (let i = 0; i < 45; i += 1) {
      await page.keyboard.press("Tab");
      await page.waitForTimeout(250); // antd fades focus colours in over 0.2 s
      const html = await page.evaluate(FOCUS_PROBE);
      if (html) stops.push(html);
    }
    const invisible = await page.evaluate(() => {
      document.activeElement?.blur();
      return (window.__focusProbe ?? [])
        .filter(({ focused, look }) => look() === focused)
        .map(({ el }) => el.outerHTML.slice(0, 120));
    });
    assert.ok(stops.length >= 30, `walked ${stops.length} Tab stops`);
    assert.deepEqual(invisible, [], `Tab stops that look the same focused and unfocused:\n${invisible.join("\n")}`);
  },
);
