// Route access by role, the sidebar's role filter and the not-found page (docs/rules/roles.md, shell.md).
import type { Page } from "@playwright/test";
import { layout, shot } from "./lib/browser";
import { tr } from "./lib/i18n";
import { expect, signedInAs, test } from "./fixtures";

test.use(signedInAs("operator"));

// The access-denied text word for word (ERR-19), and the not-found page's message (ERR-20).
const DENIED =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";
const NOT_FOUND = "Page not found";
const MACHINES = () => tr("nav.machines", { fallback: "Machines" });

/** Links of the sidebar, once it shows at least one. */
async function siderLinks(page: Page) {
  const { sider } = layout(page);
  await expect(sider.locator("a[href]").first(), "links in the sidebar").toBeVisible();
  return sider.locator("a[href]").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test("an operator (USER) at /machines sees access denied with Go Back and Go to Home", async ({ page }) => {
  await page.goto("/machines");
  await expect(page.getByText(DENIED), "the access-denied message").toBeVisible();
  await expect(page.getByRole("main").getByRole("table"), "no machines table").toHaveCount(0);
  await expect(page.getByRole("button", { name: /go back/i }).first(), "the Go Back button").toBeVisible();
  const home = page.getByRole("button", { name: /go to home/i }).first();
  await expect(home, "the Go to Home button").toBeVisible();
  await shot(page, "access-denied-operator-machines");
  await home.click();
  await expect(page).toHaveURL((u) => u.pathname === "/");
});

test.describe("as an admin", () => {
  test.use(signedInAs("admin"));

  test("an admin at /machines sees the machines page", async ({ page }) => {
    await page.goto("/machines");
    await expect(page).toHaveURL((u) => u.pathname === "/machines");
    await expect
      .poll(() => siderLinks(page), { message: "admin's sidebar should link /machines" })
      .toContain("/machines");
    const { header, main } = layout(page);
    await expect(main, "the content area").toBeVisible();
    await expect(
      header.getByRole("heading", { name: MACHINES(), exact: true }),
      `the page title "${MACHINES()}"`,
    ).toBeVisible();
    // The rows first: the page has answered, so a denial or a not-found would be showing by now.
    // The data rows: antd's placeholder and measure rows are rows of the tbody too.
    await expect(main.locator("tr.ant-table-row").first(), "the machine rows").toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(DENIED), "admin must not see access denied on /machines").toHaveCount(0);
    await expect(page.getByText(NOT_FOUND), "/machines must not be not-found for admin").toHaveCount(0);
    await shot(page, "machines-admin");
  });
});

test("the sidebar of an operator lacks Machines and the admin-only entries", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL((u) => u.pathname === "/");
  await expect(async () => {
    const links = await siderLinks(page);
    for (const adminOnly of [
      "/machines",
      "/servers/list",
      "/proxy/list",
      "/sms-service/list",
      "/accounts",
      "/locales",
      "/users",
      "/bot-api",
    ])
      expect(links, `operator's sidebar must not link ${adminOnly}`).not.toContain(adminOnly);
    expect(links, "operator's sidebar should link the dashboard").toContain("/");
  }).toPass();
  await expect(layout(page).sider, `operator's sidebar must not show "${MACHINES()}"`).not.toContainText(MACHINES());
});

test("an unknown path shows the not-found page (image and message)", async ({ page }) => {
  await page.goto("/no-such-page/really");
  await expect(page.getByText(NOT_FOUND).first(), `"${NOT_FOUND}"`).toBeVisible();
  const alt = tr("error.not_found.image_alt", { fallback: "" });
  // Without an alt text the image has no name; antd's result icon is where it is drawn.
  const image = alt
    ? page.getByRole("img", { name: alt, exact: true })
    : page.locator(".ant-result-icon").getByRole("img");
  await expect(image.first(), "the not-found image").toBeVisible();
  await shot(page, "not-found");
});
