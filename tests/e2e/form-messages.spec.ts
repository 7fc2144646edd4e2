// A form's message speaks for the input as it is now: the campaign form's review and test-account
// dialogs, sent empty, say what is missing, and the message goes as soon as the list is filled,
// with no second click on Add.
import { test, expect } from "./fixtures";
import { openSignedIn } from "./lib/browser";
import { dialog, pickOption } from "./lib/ui";

const content = ".ant-layout-content";
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("the campaign form's feedback and test-accounts dialogs clear their message once the list is filled", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Brightleaf Budget, the seed's first ACTIVE app, as its card's Promote opens the form.
  await openSignedIn(page, "operator", "/campaign/add?auid=app-0001");
  const form = page.locator(content);
  await expect(form.getByText("Brightleaf Budget")).toBeVisible({ timeout: 20_000 });
  await pickOption(page, form, "Locale", { search: "English (United States)", option: "English (United States)" });
  const range = form.locator(".ant-picker-range input");
  await range.first().click();
  await range.first().fill(isoDay(0));
  await range.first().press("Enter");
  await range.last().fill(isoDay(1));
  await range.last().press("Enter");
  await form.getByLabel("Installs with a review per day").fill("1");
  await form.getByLabel("Installs with test accounts per day").fill("1");

  await form.getByRole("button", { name: "Reviews: 0 of 2" }).click();
  const reviews = dialog(page, "Add feedback");
  await reviews.getByRole("button", { name: "Add", exact: true }).click();
  const reviewsMessage = reviews.locator(".ant-form-item-explain-error");
  await expect(reviewsMessage).toHaveText("Add at least one review");
  await reviews.getByRole("textbox").fill("Great app");
  await reviews.getByRole("textbox").press("Enter");
  await expect(reviewsMessage).toHaveText("1 reviews for 2 installs: the numbers must be equal");
  await reviews.getByRole("textbox").fill("Love it");
  await reviews.getByRole("textbox").press("Enter");
  await expect(reviewsMessage).toHaveCount(0);
  await expect(reviews.getByText("One review for every install")).toBeVisible();
  await reviews.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form.getByRole("button", { name: "Reviews: 2 of 2" })).toBeVisible();

  const logins = await page.evaluate(async () => {
    const answer = await fetch("/api/accounts/list?page=1&size=2&status=NONE", { credentials: "include" });
    const body = (await answer.json()) as { data: { list: { login: string }[] } };
    return body.data.list.map((a) => a.login);
  });
  expect(logins).toHaveLength(2);
  await form.getByRole("button", { name: "Test accounts: 0 of 2" }).click();
  const testers = dialog(page, "Add test accounts");
  await testers.getByRole("button", { name: "Add", exact: true }).click();
  const testersMessage = testers.locator(".ant-form-item-explain-error");
  await expect(testersMessage).toHaveText("Add at least one account");
  await testers.getByRole("textbox").fill(logins.join(","));
  await testers.getByRole("textbox").press("Enter");
  await expect(testersMessage).toHaveCount(0);
  await expect(testers.getByText("Every account is available")).toBeVisible({ timeout: 15_000 });
  await testers.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form.getByRole("button", { name: "Test accounts: 2 of 2" })).toBeVisible();
});
