// Issue 32 "Nothing typed is ever lost", findings 6, 7, 10 and 11, and two of issue 28's item 7:
// big and binary files, the account import's Unicode passwords, the documented limits and formats,
// each with the repro on the production build and the mock.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectVisible, goInApp, openSignedIn } from "./lib/browser";
import { dialog, pickOption } from "./lib/ui";
import { test } from "./fixtures";

const content = ".ant-layout-content";
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let dir = "";
const file = (name: string) => path.join(dir, name);

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "nothing-lost-"));
  // The 20 MB file: 958,302 short lines.
  const line = "Great app, would recommend!";
  await writeFile(file("huge.txt"), `${line}\n`.repeat(958_302).slice(0, 20 * 1024 * 1024));
  // A PNG renamed .txt: its signature, a header and binary noise.
  const png = Buffer.alloc(4096);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(png);
  for (let i = 16; i < png.length; i++) png[i] = (i * 37) % 256;
  await writeFile(file("photo.txt"), png);
});

test.afterAll(() => rm(dir, { recursive: true, force: true }));

/** /campaign/add with the first ACTIVE app, a locale, a keyword and 14 days; one review install per day. */
async function fillCampaign(page: Page) {
  await openSignedIn(page, "operator", "/apps");
  const promote = page.getByRole("button", { name: "Promote Brightleaf Budget" });
  await expectVisible(promote, "the app cards", { timeout: 30_000 });
  await promote.click();
  const form = page.locator(content);
  await expectVisible(form.getByText("Brightleaf Budget"), "the chosen app", { timeout: 20_000 });
  await pickOption(page, form, "Locale", { search: "English (United States)", option: "English (United States)" });
  const range = form.locator(".ant-picker-range input");
  await range.first().click();
  await range.first().fill(isoDay(0));
  await range.first().press("Enter");
  await range.last().fill(isoDay(13));
  await range.last().press("Enter");
  await pickOption(page, form, "Keyword / details");
  await form.getByLabel("Installs with a review per day").fill("1");
  await form.getByLabel("Installs with test accounts per day").fill("1");
  return form;
}

/** The add-keywords dialog of the first app's English (United States) keywords. */
async function openAddKeywords(page: Page) {
  await expectVisible(page.locator(`${content} tr.ant-table-row`).first(), "the keywords", { timeout: 30_000 });
  await page.getByRole("button", { name: "Add keywords" }).click();
  return dialog(page, "Add keywords");
}

/** The accounts import dialog with Polish chosen and the pattern login:password. */
async function openImport(page: Page) {
  await openSignedIn(page, "admin", "/accounts");
  await expectVisible(page.locator(`${content} tr.ant-table-row`).first(), "the accounts", { timeout: 30_000 });
  await page.getByRole("button", { name: "Import accounts" }).click();
  const importing = dialog(page, "Import accounts");
  await expectVisible(importing, "the import dialog");
  await pickOption(page, importing, "Locale", { search: "Polish", option: "Polish (Poland)" });
  await importing.getByRole("checkbox", { name: "Recovery e-mail" }).uncheck();
  return importing;
}

test("a 20 MB .txt in the reviews dialog is refused at once and the campaign stays filled (finding 6)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await fillCampaign(page);
  await form.getByRole("button", { name: "Reviews: 0 of 14" }).click();
  const reviews = dialog(page, "Add feedback");
  await expectVisible(reviews.getByRole("textbox"), "the reviews dialog");
  // Checked at the end, so that on a console without caps the repro is what fails first.
  const capsStated = await reviews.getByText("At most 5 MB and 2,000 lines per file").isVisible();
  await reviews.getByRole("textbox").fill("Typed first,Typed second");
  await reviews.getByRole("textbox").press("Enter");
  await reviews.locator('input[type="file"]').setInputFiles(file("huge.txt"));
  await expectVisible(reviews.getByText(/^The file is 20 MB; at most 5 MB can be read/), "the size refusal");
  await expectVisible(reviews.getByText("Typed second"), "the typed reviews, kept");
  assert.equal(await reviews.locator("li").count(), 2, "no chip came from the file");
  await reviews.getByRole("button", { name: "Cancel" }).click();
  await expectVisible(form.getByText("English (United States)"), "the campaign's locale, still chosen");
  assert.equal(await form.getByLabel("Installs with a review per day").inputValue(), "1");
  assert.ok(capsStated, "the caps are stated before a file is picked");
});

test("an account import whose second line has a Cyrillic password imports every line, and a retry rejects each line, not the call (finding 7)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await writeFile(
    file("cyrillic.txt"),
    `cyr.first.${stamp}:Latin1pass\ncyr.second.${stamp}:Пароль№2\ncyr.third.${stamp}:Third!pass\n`,
  );
  const importing = await openImport(page);
  await importing.locator('input[type="file"]').setInputFiles(file("cyrillic.txt"));
  await expectVisible(importing.getByText("cyrillic.txt"), "the chosen file");
  await importing.getByRole("button", { name: "Import", exact: true }).click();
  await expectVisible(importing.getByText("3 imported, 0 rejected"), "every line imported");
  await importing.getByRole("button", { name: "Done" }).click();
  await page.getByPlaceholder("Search by login, e-mail or machine").fill(`.${stamp}`);
  await page.waitForFunction(() => document.querySelectorAll(".ant-layout-content tr.ant-table-row").length === 3);

  await page.getByRole("button", { name: "Import accounts" }).click();
  const again = dialog(page, "Import accounts");
  await pickOption(page, again, "Locale", { search: "Polish", option: "Polish (Poland)" });
  await again.getByRole("checkbox", { name: "Recovery e-mail" }).uncheck();
  await again.locator('input[type="file"]').setInputFiles(file("cyrillic.txt"));
  await again.getByRole("button", { name: "Import", exact: true }).click();
  await expectVisible(again.getByText("0 imported, 3 rejected"), "a per-line answer");
  await expectVisible(again.getByText(`Line 2 (cyr.second.${stamp}): Account already exists`), "line 2's reason");
});

test("a 10,000-character locale name, user login and keyword are refused under their fields before sending (finding 10)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const long = "x".repeat(10_000);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (["PUT", "POST"].includes(r.method()) && /\/api\/(locales\/|auth\/register|keywords\/add)/.test(r.url()))
      sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });

  await openSignedIn(page, "owner", "/locales");
  await expectVisible(page.locator(`${content} tr.ant-table-row`).first(), "the locales", { timeout: 30_000 });
  await page.getByRole("button", { name: "Add locale" }).click();
  const add = dialog(page, "Add locale");
  await add.getByLabel("Language").fill("cs");
  await add.getByLabel("Country").fill("cz");
  await add.getByRole("button", { name: "Save" }).click();
  await expectVisible(add.getByText("Name is required"), "the name's required message");
  // Issue 28: the summary of that submit goes once the name is typed.
  await page.waitForFunction(() => document.getElementById("form-error-announcer")?.textContent);
  await add.getByLabel("Name").fill(long);
  await page.waitForFunction(() => !document.getElementById("form-error-announcer"), null, { timeout: 5_000 });
  await add.getByRole("button", { name: "Save" }).click();
  await expectVisible(add.getByText("Name must have at most 100 characters"), "the name's limit");
  await add.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/users/create");
  await page.getByLabel("Login", { exact: true }).fill(long);
  await page.getByLabel("Name", { exact: true }).fill(long);
  await page.getByRole("button", { name: "Create user" }).last().click();
  await expectVisible(page.getByText("The login can have at most 100 characters"), "the login's limit");
  await expectVisible(page.getByText("The name can have at most 100 characters"), "the name's limit");

  await goInApp(page, "/keywords?auid=app-0001&locale=1");
  const keywords = await openAddKeywords(page);
  await keywords.getByRole("textbox").fill(`short one,${long}`);
  await keywords.getByRole("textbox").press("Enter");
  await keywords.getByRole("button", { name: "Add", exact: true }).click();
  await expectVisible(
    keywords.locator(".ant-form-item-explain-error", { hasText: "A keyword has at most 100 characters: “xxxx" }),
    "the keyword's limit under the field",
  );
  assert.equal(await keywords.getByText("Validation failed").count(), 0);
  assert.deepEqual(sent, [], "nothing was sent");
});

test('locale codes <b>, "><, 12 and javascript: URLs are refused with a message; a binary .txt gives no chips (finding 11)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "admin", "/locales");
  await expectVisible(page.locator(`${content} tr.ant-table-row`).first(), "the locales", { timeout: 30_000 });
  await page.getByRole("button", { name: "Add locale" }).click();
  const add = dialog(page, "Add locale");
  await add.getByLabel("Name").fill("Bold");
  for (const [language, country] of [
    ["<b>", "12"],
    ['">', "<"],
  ]) {
    await add.getByLabel("Language").fill(language);
    await add.getByLabel("Country").fill(country);
    await add.getByRole("button", { name: "Save" }).click();
    await expectVisible(add.getByText("Language must be a two-letter code, for example en"), `${language} refused`);
    await expectVisible(add.getByText("Country must be a two-letter code, for example us"), `${country} refused`);
  }
  await add.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/sms-service/list");
  await page.getByRole("button", { name: "Add service" }).click();
  const service = page.getByRole("dialog").filter({ hasText: "Add SMS service" });
  await service.getByLabel("Name").fill("Evil relay");
  await service.getByLabel("URL").fill("javascript:alert(1)");
  await service.getByLabel("API key").fill("key-123");
  await service.getByRole("button", { name: "Save" }).click();
  await expectVisible(service.getByText("URL must start with http:// or https://"), "the SMS URL refused");
  await service.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/proxy/configs");
  await page.getByRole("button", { name: "Add config" }).click();
  const proxy = page.locator(".ant-modal").filter({ hasText: "Add proxy config" });
  await proxy.getByLabel("Base URL").fill("javascript:alert(1)");
  await proxy.getByRole("button", { name: "Add", exact: true }).click();
  await expectVisible(proxy.getByText("Base URL must start with http:// or https://"), "the base URL refused");
  await proxy.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/keywords?auid=app-0001&locale=1");
  const keywords = await openAddKeywords(page);
  await keywords.locator('input[type="file"]').setInputFiles(file("photo.txt"));
  await expectVisible(keywords.getByText(/^This is not a text file/), "the binary refusal");
  assert.equal(await keywords.locator("li").count(), 0, "no chip from the binary file");
});

test("9 chips plus a 501-line keyword file say how many were left out (issue 28, item 7)", async ({ page }) => {
  await openSignedIn(page, "admin", "/keywords?auid=app-0001&locale=1");
  const keywords = await openAddKeywords(page);
  await keywords.getByRole("textbox").fill(Array.from({ length: 9 }, (_, i) => `typed ${i}`).join(","));
  await keywords.getByRole("textbox").press("Enter");
  const lines = Array.from({ length: 501 }, (_, i) => `from file ${i}`).join("\n");
  await keywords
    .locator('input[type="file"]')
    .setInputFiles({ name: "many.txt", mimeType: "text/plain", buffer: Buffer.from(lines) });
  await expectVisible(
    keywords.getByText(
      "The file holds 501 keywords; 491 were added and 10 left out (already in the list, or past 500 at once)",
    ),
    "how many were left out",
  );
  await expectVisible(keywords.getByText("500 / 500"), "the full list");
});
