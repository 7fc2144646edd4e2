import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { users } from "@/mocks/db";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, WAIT } from "../../support/pageHarness";

export { modal, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const bodyRows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row"),
];

/** The logins shown, in order (the second column; the first is the picture). */
export const logins = (): string[] => bodyRows().map((row) => row.querySelectorAll("td")[1]?.textContent?.trim() ?? "");

export const rowOf = (login: string): HTMLElement => {
  const row = bodyRows().find((r) => r.querySelectorAll("td")[1]?.textContent?.trim() === login);
  if (!row) throw new Error(`no row ${login}`);
  return row;
};
export const inRow = (login: string) => within(rowOf(login));

export const userByLogin = (login: string) => {
  const user = users.find((u) => u.login === login);
  if (!user) throw new Error(`no user ${login}`);
  return user;
};

export const openUsers = async (path = "/users", login = "owner") => {
  await signInAs(login);
  const seen = recordRequests("/users/", "/auth/register");
  const view = await renderApp(path);
  await screen.findByText("Users", { selector: "h2" }, WAIT);
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), WAIT);
  return { seen, ...view };
};
