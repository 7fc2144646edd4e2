// Nothing typed is lost to a file or a long value: big and binary files, the account import's
// Unicode passwords, the limits and formats of docs/api.md, the form's error summary and the
// 500-keyword cap, each on the production build and the mock.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { goInApp } from "./lib/browser";
import { dialog, pickOption } from "./lib/ui";
import { expect, signedInAs, test } from "./fixtures";

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let dir = "";
const file = (name: string) => path.join(dir, name);

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "nothing-lost-"));
  // A 20 MB file: 958,302 short lines.
  const line = "Great app, would recommend!";
  await writeFile(file("huge.txt"), `${line}\n`.repeat(958_302).slice(0, 20 * 1024 * 1024));
  // A PNG renamed .txt: its signature, a header and binary noise.
  const png = Buffer.alloc(4096);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(png);
  for (let i = 16; i < png.length; i++) png[i] = (i * 37) % 256;
  await writeFile(file("photo.txt"), png);
});

test.afterAll(() => rm(dir, { recursive: true, force: true }));

// Admin unless a block below says otherwise.
test.use(signedInAs("admin"));

// antd marks data rows apart from the header row, which getByRole("row") would count too.
const dataRows = (page: Page) => page.getByRole("main").locator("tr.ant-table-row");

/** /campaign/add with the first ACTIVE app, a locale, a keyword and 14 days; one review install per day. */
async function fillCampaign(page: Page) {
  await page.goto("/apps");
  const promote = page.getByRole("button", { name: "Promote Brightleaf Budget" });
  await expect(promote, "the app cards").toBeVisible({ timeout: 30_000 });
  await promote.click();
  const form = page.getByRole("main");
  await expect(form.getByText("Brightleaf Budget"), "the chosen app").toBeVisible({ timeout: 20_000 });
  await pickOption(page, form, "Locale", { search: "English (United States)", option: "English (United States)" });
  const start = form.getByPlaceholder("Start date");
  await start.click();
  await start.fill(isoDay(0));
  await start.press("Enter");
  const end = form.getByPlaceholder("End date");
  await end.fill(isoDay(13));
  await end.press("Enter");
  await pickOption(page, form, "Keyword / details");
  await form.getByLabel("Installs with a review per day").fill("1");
  await form.getByLabel("Installs with test accounts per day").fill("1");
  return form;
}

/** The add-keywords dialog of the first app's English (United States) keywords. */
async function openAddKeywords(page: Page) {
  await expect(dataRows(page).first(), "the keywords").toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Add keywords" }).click();
  return dialog(page, "Add keywords");
}

/** The accounts import dialog with Polish chosen and the pattern login:password. */
async function openImport(page: Page) {
  await page.goto("/accounts");
  await expect(dataRows(page).first(), "the accounts").toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Import accounts" }).click();
  const importing = dialog(page, "Import accounts");
  await expect(importing, "the import dialog").toBeVisible();
  await pickOption(page, importing, "Locale", { search: "Polish", option: "Polish (Poland)" });
  await importing.getByRole("checkbox", { name: "Recovery e-mail" }).uncheck();
  return importing;
}

test.describe(() => {
  test.use(signedInAs("operator"));

  test("a 20 MB .txt in the reviews dialog is refused at once and the campaign stays filled", async ({ page }) => {
    test.setTimeout(120_000);
    const form = await fillCampaign(page);
    await form.getByRole("button", { name: "Reviews: 0 of 14" }).click();
    const reviews = dialog(page, "Add feedback");
    await expect(reviews.getByRole("textbox"), "the reviews dialog").toBeVisible();
    // Soft, so that on a console without caps the 20 MB file below is tried and fails too.
    await expect
      .soft(reviews.getByText("At most 5 MB and 2,000 lines per file"), "the caps are stated before a file is picked")
      .toBeVisible();
    await reviews.getByRole("textbox").fill("Typed first,Typed second");
    await reviews.getByRole("textbox").press("Enter");
    await reviews.locator('input[type="file"]').setInputFiles(file("huge.txt"));
    await expect(reviews.getByText(/^The file is 20 MB; at most 5 MB can be read/), "the size refusal").toBeVisible();
    await expect(reviews.getByText("Typed second"), "the typed reviews, kept").toBeVisible();
    await expect(reviews.getByRole("listitem"), "no chip came from the file").toHaveCount(2);
    await reviews.getByRole("button", { name: "Cancel" }).click();
    await expect(form.getByText("English (United States)"), "the campaign's locale, still chosen").toBeVisible();
    await expect(form.getByLabel("Installs with a review per day")).toHaveValue("1");
  });
});

test("an account import whose second line has a Cyrillic password imports every line, and a retry rejects each line, not the call", async ({
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
  await expect(importing.getByText("cyrillic.txt"), "the chosen file").toBeVisible();
  await importing.getByRole("button", { name: "Import", exact: true }).click();
  await expect(importing.getByText("3 imported, 0 rejected"), "every line imported").toBeVisible();
  await importing.getByRole("button", { name: "Done" }).click();
  await page.getByPlaceholder("Search by login, e-mail or machine").fill(`.${stamp}`);
  await expect(dataRows(page), "the three imported accounts").toHaveCount(3);

  await page.getByRole("button", { name: "Import accounts" }).click();
  const again = dialog(page, "Import accounts");
  await pickOption(page, again, "Locale", { search: "Polish", option: "Polish (Poland)" });
  await again.getByRole("checkbox", { name: "Recovery e-mail" }).uncheck();
  await again.locator('input[type="file"]').setInputFiles(file("cyrillic.txt"));
  await again.getByRole("button", { name: "Import", exact: true }).click();
  await expect(again.getByText("0 imported, 3 rejected"), "a per-line answer").toBeVisible();
  await expect(
    again.getByText(`Line 2 (cyr.second.${stamp}): Account already exists`),
    "line 2's reason",
  ).toBeVisible();
});

test.describe(() => {
  test.use(signedInAs("owner"));

  test("a 10,000-character locale name, user login and keyword are refused under their fields before sending (at most 100 characters)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const long = "x".repeat(10_000);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (["PUT", "POST"].includes(r.method()) && /\/api\/(locales\/|auth\/register|keywords\/add)/.test(r.url()))
        sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    await page.goto("/locales");
    await expect(dataRows(page).first(), "the locales").toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Add locale" }).click();
    const add = dialog(page, "Add locale");
    await add.getByLabel("Language").fill("cs");
    await add.getByLabel("Country").fill("cz");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(add.getByText("Name is required", { exact: true }), "the name's required message").toBeVisible();
    // The form's error summary of that submit goes once the missing name is typed.
    const summary = page.locator("#form-error-announcer");
    await expect(summary, "the submit's error summary").toHaveText(/\S/);
    await add.getByLabel("Name").fill(long);
    await expect(summary, "the summary, gone once the name is typed").not.toBeAttached({ timeout: 5_000 });
    await add.getByRole("button", { name: "Save" }).click();
    await expect(
      add.getByText("Name must have at most 100 characters", { exact: true }),
      "the name's limit",
    ).toBeVisible();
    await add.getByRole("button", { name: "Cancel" }).click();

    await goInApp(page, "/users/create");
    await page.getByLabel("Login", { exact: true }).fill(long);
    await page.getByLabel("Name", { exact: true }).fill(long);
    await page.getByRole("button", { name: "Create user" }).last().click();
    await expect(
      page.getByText("The login can have at most 100 characters", { exact: true }),
      "the login's limit",
    ).toBeVisible();
    await expect(
      page.getByText("The name can have at most 100 characters", { exact: true }),
      "the name's limit",
    ).toBeVisible();

    await goInApp(page, "/keywords?auid=app-0001&locale=1");
    const keywords = await openAddKeywords(page);
    await keywords.getByRole("textbox").fill(`short one,${long}`);
    await keywords.getByRole("textbox").press("Enter");
    await keywords.getByRole("button", { name: "Add", exact: true }).click();
    // The field's own message (antd's form-item error has no role of its own; the dialog may hold alerts too).
    await expect(
      keywords.locator(".ant-form-item-explain-error", { hasText: "A keyword has at most 100 characters: “xxxx" }),
      "the keyword's limit under the field",
    ).toBeVisible();
    await expect(keywords.getByText("Validation failed")).toHaveCount(0);
    expect(sent, "nothing was sent").toEqual([]);
  });
});

test('locale codes <b>, "><, 12 and javascript: URLs are refused with a message; a binary .txt gives no chips', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/locales");
  await expect(dataRows(page).first(), "the locales").toBeVisible({ timeout: 30_000 });
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
    await expect(
      add.getByText("Language must be a two-letter code, for example en", { exact: true }),
      `${language} refused`,
    ).toBeVisible();
    await expect(
      add.getByText("Country must be a two-letter code, for example us", { exact: true }),
      `${country} refused`,
    ).toBeVisible();
  }
  await add.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/sms-service/list");
  await page.getByRole("button", { name: "Add service" }).click();
  const service = page.getByRole("dialog").filter({ hasText: "Add SMS service" });
  await service.getByLabel("Name").fill("Evil relay");
  await service.getByLabel("URL").fill("javascript:alert(1)");
  await service.getByLabel("API key").fill("key-123");
  await service.getByRole("button", { name: "Save" }).click();
  await expect(
    service.getByText("URL must start with http:// or https://", { exact: true }),
    "the SMS URL refused",
  ).toBeVisible();
  await service.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/proxy/configs");
  await page.getByRole("button", { name: "Add config" }).click();
  const proxy = page.getByRole("dialog").filter({ hasText: "Add proxy config" });
  await proxy.getByLabel("Base URL").fill("javascript:alert(1)");
  await proxy.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    proxy.getByText("Base URL must start with http:// or https://", { exact: true }),
    "the base URL refused",
  ).toBeVisible();
  await proxy.getByRole("button", { name: "Cancel" }).click();

  await goInApp(page, "/keywords?auid=app-0001&locale=1");
  const keywords = await openAddKeywords(page);
  await keywords.locator('input[type="file"]').setInputFiles(file("photo.txt"));
  await expect(keywords.getByText(/^This is not a text file/), "the binary refusal").toBeVisible();
  await expect(keywords.getByRole("listitem"), "no chip from the binary file").toHaveCount(0);
});

test("9 chips plus a 501-line keyword file stop at 500 and say how many were left out", async ({ page }) => {
  await page.goto("/keywords?auid=app-0001&locale=1");
  const keywords = await openAddKeywords(page);
  await keywords.getByRole("textbox").fill(Array.from({ length: 9 }, (_, i) => `typed ${i}`).join(","));
  await keywords.getByRole("textbox").press("Enter");
  const lines = Array.from({ length: 501 }, (_, i) => `from file ${i}`).join("\n");
  await keywords
    .locator('input[type="file"]')
    .setInputFiles({ name: "many.txt", mimeType: "text/plain", buffer: Buffer.from(lines) });
  await expect(
    keywords.getByText(
      "The file holds 501 keywords; 491 were added and 10 left out (already in the list, or past 500 at once)",
    ),
    "how many were left out",
  ).toBeVisible();
  await expect(keywords.getByText("500 / 500"), "the full list").toBeVisible();
});
