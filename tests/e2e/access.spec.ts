// Route access by role, the sidebar's role filter and the not-found page (spec platform §2).
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectUrl, expectVisible, layout, shot, openSignedIn } from "./lib/browser";
import { tr } from "./lib/i18n";
import { test } from "./fixtures";

// Texts the spec fixes word for word.
const DENIED =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";
const NOT_FOUND = "Page not found";
const MACHINES = () => tr("nav.machines", { fallback: "Machines" });

/** Links of the sidebar, once it shows at least one. */
async function siderLinks(page: Page) {
  const { sider } = layout(page);
  await expectVisible(sider.locator("a[href]"), "links in the sidebar");
  return sider.locator("a[href]").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test("an operator (USER) at /machines sees access denied with Go Back and Go to Home", async ({ page }) => {
  await openSignedIn(page, "operator", "/machines");
  await expectVisible(page.getByText(DENIED), "the access-denied message");
  assert.equal(await page.locator("main .ant-table").count(), 0, "no machines table");
  await expectVisible(page.getByRole("button", { name: /go back/i }), "the Go Back button");
  const home = page.getByRole("button", { name: /go to home/i });
  await expectVisible(home, "the Go to Home button");
  await shot(page, "access-denied-operator-machines");
  await home.first().click();
  await expectUrl(page, "/");
});

test("an admin at /machines sees the machines page", async ({ page }) => {
  await openSignedIn(page, "admin", "/machines");
  await expectUrl(page, "/machines");
  const links = await siderLinks(page);
  assert.ok(links.includes("/machines"), `admin's sidebar should link /machines; it links ${links.join(", ")}`);
  const { header, main } = layout(page);
  await expectVisible(main, "the content area");
  await expectVisible(header.getByRole("heading", { name: MACHINES(), exact: true }), `the page title "${MACHINES()}"`);
  await page.waitForLoadState("networkidle");
  assert.equal(await page.getByText(DENIED).count(), 0, "admin must not see access denied on /machines");
  assert.equal(await page.getByText(NOT_FOUND).count(), 0, "/machines must not be not-found for admin");
  // The mock answers through its service worker, which "networkidle" does not wait for.
  await expectVisible(main.locator("tr.ant-table-row").first(), "the machine rows", { timeout: 30_000 });
  await shot(page, "machines-admin");
});

test("the sidebar of an operator lacks Machines and the admin-only entries", async ({ page }) => {
  await openSignedIn(page, "operator", "/");
  await expectUrl(page, "/");
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
  ]) {
    assert.ok(
      !links.includes(adminOnly),
      `operator's sidebar must not link ${adminOnly}; it links ${links.join(", ")}`,
    );
  }
  assert.ok(links.includes("/"), `operator's sidebar should link the dashboard; it links ${links.join(", ")}`);
  const text = await layout(page).sider.innerText();
  assert.ok(!text.includes(MACHINES()), `operator's sidebar must not show "${MACHINES()}"`);
});

test("an unknown path shows the not-found page (image and message)", async ({ page }) => {
  await openSignedIn(page, "operator", "/no-such-page/really");
  await expectVisible(page.getByText(NOT_FOUND), `"${NOT_FOUND}"`);
  const alt = tr("error.not_found.image_alt", { fallback: "" });
  const image = alt
    ? page.getByRole("img", { name: alt, exact: true })
    : page.locator(".ant-result-icon").getByRole("img");
  await expectVisible(image, "the not-found image");
  await shot(page, "not-found");
});
