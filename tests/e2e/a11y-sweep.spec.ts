// axe on the whole window, not only the content area, of every page the sidebar leads to, with
// every sidebar group open, the sign-in tabs, the profile dialog's tabs and the bell, in light
// and in dark. The area tests scan their own content and dialogs; they missed the dark theme's
// sign-in tab, open group titles and the Devices tab because those were never scanned in dark
// (the sign-in screen and profile dialog were scanned in light only, and the area scans stop at
// `main`, leaving out the sidebar whose group titles carry the contrast problem).
import type { Page } from "@playwright/test";
import { axeFindings, type AxeRecorder } from "./lib/axe";
import { goInApp, layout, signIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { toggleTheme } from "./lib/ui";
import { expect, test } from "./fixtures";
import { loadingSelector } from "../../scripts/lib/loading.mjs";

/** A page is ready for axe once nothing loads: no skeleton, no spinning indicator. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  // Skeletons and spinners have no role or name: their classes tell them.
  await expect(
    page.locator(`main .ant-skeleton-active, ${loadingSelector("main")}, main .ant-skeleton`),
    "nothing loading",
  ).toHaveCount(0, { timeout: 20_000 });
}

async function openEveryGroup(page: Page) {
  const closed = page.locator("aside").getByRole("menuitem", { expanded: false });
  for (let i = 0; i < 12 && (await closed.count()) > 0; i += 1) await closed.first().click();
}

/**
 * One pass over every screen, each scanned in both themes: the theme is toggled in place (the
 * last one scanned carries over to the next screen), so each page is visited once. The sign-in
 * screen follows the system's scheme, read when it loads, so it is loaded once per scheme.
 */
async function sweep(page: Page, axe: AxeRecorder) {
  let dark = false;
  const scan = (where: string) => axe.scan(`${where} (${dark ? "dark" : "light"})`);
  const scanBothThemes = async (where: string) => {
    await scan(where);
    dark = !dark;
    await toggleTheme(page, dark);
    await scan(where);
  };

  for (const scheme of ["light", "dark"] as const) {
    // No stored theme yet, so the console follows the system's scheme.
    await page.emulateMedia({ colorScheme: scheme });
    dark = scheme === "dark";
    await page.goto("/auth/login");
    await expect(page.getByRole("tab").first(), "the sign-in tabs").toBeVisible();
    for (const [index, name] of ["sign-in", "register", "reset"].entries()) {
      await page.getByRole("tab").nth(index).click();
      await scan(`/auth/login, ${name} tab`);
    }
  }

  await signIn(page, "owner");
  await expect(layout(page).sider, "the sidebar").toBeVisible();
  await openEveryGroup(page);
  const sidebarHrefs = () =>
    page.locator("aside a[href]").evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  await expect
    .poll(async () => (await sidebarHrefs()).length, { message: "the pages the sidebar leads to" })
    .toBeGreaterThanOrEqual(15);
  const hrefs = await sidebarHrefs();
  // Each page is reached as an operator reaches it, through its sidebar link: the app stays
  // loaded (a full reload per page was most of this test's time).
  for (const href of ["/", ...hrefs.filter((h) => h !== "/")]) {
    await openEveryGroup(page);
    await page.locator(`aside a[href="${href}"]`).first().click();
    await expect(page).toHaveURL((u) => u.pathname === href.split("?")[0]);
    await expect(layout(page).sider, `the layout of ${href}`).toBeVisible();
    await openEveryGroup(page);
    await settled(page);
    await scanBothThemes(href);
  }
  await page.goto("/no-such-page");
  await expect(layout(page).sider, "the layout of the not-found page").toBeVisible();
  await openEveryGroup(page);
  await scanBothThemes("/no-such-page");
  // The position history without an app and locale: the keyword picker shows its placeholder
  // (antd's placeholder grey was 1.83:1 on white).
  await goInApp(page, "/keywords/history");
  await expect(
    page.getByText(tr("keywords.history.keywords"), { exact: true }).first(),
    "the keyword picker's placeholder",
  ).toBeVisible();
  await settled(page);
  await scanBothThemes("/keywords/history without an app");

  await page.getByRole("button", { name: tr("topbar.user_menu") }).click();
  await page.getByRole("menuitem", { name: tr("nav.profile") }).click();
  const profile = page.getByRole("dialog", { name: tr("profile.title") });
  await expect(profile, "the profile dialog").toBeVisible();
  for (const tab of await profile.getByRole("tab").all()) {
    await tab.click();
    await settled(page);
    await scanBothThemes(`profile dialog, ${await tab.innerText()} tab`);
  }
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("dialog", { name: tr("notifications.title") }), "the bell's panel").toBeVisible();
  await scanBothThemes("the bell's panel");

  // The scanner itself: a faint paragraph planted in the page must be reported, or a sweep that
  // found nothing would prove nothing.
  await page.evaluate(() => {
    const faint = document.createElement("p");
    faint.id = "planted-faint-text";
    faint.style.cssText = "color:#eee;background:#fff";
    faint.textContent = "faint text";
    document.querySelector("main")?.append(faint);
  });
  const planted = await axeFindings(page, "planted", { include: "#planted-faint-text" });
  expect(planted.join("\n"), "the scanner reports a planted contrast failure").toMatch(/serious color-contrast/);
}

test("axe sweep in light and dark: every sidebar page with its groups open, sign-in tabs, profile tabs and the bell", async ({
  page,
  axe,
}) => {
  test.setTimeout(420_000);
  await sweep(page, axe);
});
