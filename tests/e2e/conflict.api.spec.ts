// Two people editing one server on one `npm run api`: the admin's dialog was opened before the
// owner saved, so the admin's save is shown the owner's change field by field before anything is
// written, and the merge keeps both changes instead of putting the old description back.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./apiFixtures";
import { goInApp, newContext, shot, signIn } from "./lib/browser";

/** Another browser, signed in as `login` on the servers list. */
async function consoleOf(browser: Browser, login: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, login);
  await goInApp(page, "/servers/list");
  return page;
}

const editDialog = (page: Page) => page.getByRole("dialog", { name: "Edit server pi-lviv-01" });

async function openEdit(page: Page) {
  // A second browser on a loaded machine: the dialog's first render can hold the page for seconds.
  await page.getByRole("button", { name: "Edit pi-lviv-01" }).click({ timeout: 30_000 });
  const dialog = editDialog(page);
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("pi-lviv-01", { timeout: 20_000 });
  return dialog;
}

test("two browsers edit one server: the second save shows the other's change and the merge keeps both", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await consoleOf(browser, "admin");
  try {
    await signIn(page, "owner");
    await goInApp(page, "/servers/list");
    const adminDialog = await openEdit(admin);
    const opened = await adminDialog.getByLabel("Description").inputValue();

    const ownerDialog = await openEdit(page);
    await ownerDialog.getByLabel("Description").fill("Rack 3, moved by the owner");
    await ownerDialog.getByRole("button", { name: "Save" }).click({ timeout: 30_000 });
    await expect(ownerDialog).toBeHidden({ timeout: 15_000 });

    await adminDialog.getByLabel("IP address").fill("10.20.30.40");
    await adminDialog.getByRole("button", { name: "Save" }).click({ timeout: 30_000 });
    const review = admin.getByRole("dialog", { name: "Someone else saved this entry while you were editing" });
    const row = review.getByRole("row", { name: /^Description/ });
    await expect(row.getByRole("cell")).toHaveText(
      ["Description", opened || "—", "Rack 3, moved by the owner", opened || "—", /Keep mine/],
      { timeout: 15_000 },
    );
    await shot(admin, "conflict-review");
    await review.getByRole("button", { name: "Merge and save" }).click({ timeout: 30_000 });
    await expect(adminDialog).toBeHidden({ timeout: 15_000 });

    // Both changes are on the server: the owner reads them in a fresh dialog.
    await page.reload();
    const reread = await openEdit(page);
    await expect(reread.getByLabel("Description")).toHaveValue("Rack 3, moved by the owner");
    await expect(reread.getByLabel("IP address")).toHaveValue("10.20.30.40");
  } finally {
    await admin.context().close();
  }
});
