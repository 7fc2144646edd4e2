// The users list's steps the browser tests share (users.spec.ts, shared-api.api.spec.ts).
import { expect, type Page } from "@playwright/test";
import { dialog } from "./ui";

export const USER_ROW = ".ant-layout-content tbody tr.ant-table-row";

/** Types a login into the list's search and waits until a row shows it. */
const searchUsers = async (page: Page, text: string) => {
  await page.getByPlaceholder("Search by login, name or e-mail").fill(text);
  await expect(page.locator(USER_ROW).filter({ hasText: text }).first()).toBeVisible({ timeout: 15_000 });
};

/** Opens the detail dialog of one user from /users. */
export const openUser = async (page: Page, login: string) => {
  await searchUsers(page, login);
  await page.getByRole("button", { name: `Details of ${login}` }).click();
  const detail = dialog(page, `User ${login}`);
  await expect(detail.getByRole("group", { name: "Roles" }), `the detail of ${login}`).toBeVisible();
  return detail;
};

/** Answers a confirmation dialog by its title with one of its buttons. */
export const confirmWith = async (page: Page, title: string, button: string) => {
  const confirm = dialog(page, title);
  await expect(confirm, `the "${title}" confirmation`).toBeVisible();
  await confirm.getByRole("button", { name: button, exact: true }).click();
};
