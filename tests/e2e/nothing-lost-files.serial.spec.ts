// Reading big files, the timing half: a 4 MB account file is read without one long task. A
// timing test runs in the mock-timing project, alone after the rest (a second browser on two
// cores would put its own work into the page's tasks: it failed so in a loaded CI run).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { motionSettled } from "./lib/browser";
import { dialog, longTasksSince, watchLongTasks } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

let dir = "";
const file = (name: string) => path.join(dir, name);

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "nothing-lost-"));
  // Under the 5 MB cap with 45,000 lines of account data: read whole, in chunks.
  const accountLines = Array.from({ length: 45_000 }, (_, i) => `bulk.user${i}:${"p".repeat(80)}${i}`).join("\n");
  await writeFile(file("accounts-4mb.txt"), accountLines);
});

test.afterAll(() => rm(dir, { recursive: true, force: true }));

test.use(signedInAs("admin"));

test("a 4 MB account file under the caps is read to its end in chunks, with no task over 50 ms", async ({ page }) => {
  test.setTimeout(120_000);
  await watchLongTasks(page);
  await page.goto("/accounts");
  // antd marks data rows apart from the header row, which getByRole("row") would count too.
  await expect(page.getByRole("main").locator("tr.ant-table-row").first(), "the accounts").toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Import accounts" }).click();
  const importing = dialog(page, "Import accounts");
  await expect(importing.getByText(/At most 5 MB and 50,000 lines per file/), "the import's caps").toBeVisible();
  // Whatever the dialog's opening cost is over (its motion, then an idle main thread): from here on
  // only the reading counts.
  await motionSettled(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const from = await page.evaluate(() => performance.now());
  await importing.locator('input[type="file"]').setInputFiles(file("accounts-4mb.txt"));
  await expect(importing.getByText("accounts-4mb.txt"), "the chosen file").toBeVisible();
  // antd shows a field's running check and its error only by these classes (no role, no state).
  await expect(importing.locator(".ant-form-item-is-validating"), "the file's check has ended").toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(importing.locator(".ant-form-item-explain-error"), "the file is taken").toHaveCount(0);
  const long = await longTasksSince(page, from);
  expect(long, "reading a 4 MB file never blocks the page for 50 ms").toEqual([]);
});
