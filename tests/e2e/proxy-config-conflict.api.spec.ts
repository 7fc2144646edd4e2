// Two people editing one proxy config on one `npm run api`, an area the API reads only as a list: the admin's open
// dialog is marked over the WebSocket when the owner saves, and the admin's save shows the owner's change field by
// field before anything is written; the merge keeps both.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./apiFixtures";
import { goInApp, newContext, shot, signIn } from "./lib/browser";

const PATH = "/proxy/configs";

async function consoleOf(browser: Browser, login: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, login);
  await goInApp(page, PATH);
  return page;
}

/** The edit dialog of config 2, once its fields hold the stored delay check. */
async function openEdit(page: Page, delay = "60") {
  // A second browser on a loaded machine: the dialog's first render can hold the page for seconds.
  await page.getByRole("button", { name: "Edit config #2" }).click({ timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Edit proxy config #2" });
  await expect(dialog.getByLabel("Delay check")).toHaveValue(delay, { timeout: 20_000 });
  return dialog;
}

test("two browsers edit one proxy config: the open dialog is marked, the save shows the other's change, the merge keeps both", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await consoleOf(browser, "admin");
  try {
    await signIn(page, "owner");
    await goInApp(page, PATH);
    const adminDialog = await openEdit(admin);
    const opened = await adminDialog.getByLabel("Base URL").inputValue();
    await adminDialog.getByLabel("Delay check").fill("45");

    const ownerDialog = await openEdit(page);
    await ownerDialog.getByLabel("Base URL").fill("https://owner.example.com");
    await ownerDialog.getByRole("button", { name: "Save" }).click({ timeout: 30_000 });
    await expect(ownerDialog).toBeHidden({ timeout: 15_000 });

    await expect(adminDialog.getByText("Someone else changed this entry while you were editing")).toBeVisible({
      timeout: 20_000,
    });
    await shot(admin, "proxy-config-changed-elsewhere");
    await adminDialog.getByRole("button", { name: "Save" }).click({ timeout: 30_000 });
    const review = admin.getByRole("dialog", { name: "Someone else saved this entry while you were editing" });
    await expect(review.getByRole("row", { name: /^Base URL/ }).getByRole("cell")).toHaveText(
      ["Base URL", opened, "https://owner.example.com", opened, /Take theirs/],
      { timeout: 15_000 },
    );
    await shot(admin, "proxy-config-conflict-review");
    await review.getByRole("button", { name: "Merge and save" }).click({ timeout: 30_000 });
    await expect(adminDialog).toBeHidden({ timeout: 15_000 });

    await page.reload();
    // Both changes are on the server: the owner reads them in a fresh dialog.
    const reread = await openEdit(page, "45");
    await expect(reread.getByLabel("Base URL")).toHaveValue("https://owner.example.com");
  } finally {
    await admin.context().close();
  }
});
