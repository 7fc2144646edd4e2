import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { accounts, type AccountRecord } from "@/mocks/db/accounts";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, WAIT } from "../../support/pageHarness";

export { modal, pickOption, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const bodyRows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row"),
];

/** The logins shown, in order. */
export const logins = (): string[] => bodyRows().map((row) => row.querySelectorAll("td")[0]?.textContent?.trim() ?? "");

export const rowOf = (login: string): HTMLElement => {
  const row = bodyRows().find((r) => r.querySelectorAll("td")[0]?.textContent?.trim() === login);
  if (!row) throw new Error(`no row ${login}`);
  return row;
};
export const inRow = (login: string) => within(rowOf(login));

/** The seeded accounts as the list's default order shows them: updated, newest first. */
export const byUpdatedDesc = (): AccountRecord[] =>
  [...accounts.all()].sort((a, b) => b.updated.localeCompare(a.updated));

export const openAccounts = async (path = "/accounts", login = "admin") => {
  await signInAs(login);
  const seen = recordRequests("/accounts/", "/machines/");
  const view = await renderApp(path);
  await screen.findByText("Store accounts", { selector: "h2" }, WAIT);
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), WAIT);
  return { seen, ...view };
};
