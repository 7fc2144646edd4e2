import { within } from "@testing-library/react";
import { users } from "@/mocks/db";
import { cellText, contentRows, openListPage, rowWhere } from "../../support/listPage";

export { modal, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const bodyRows = contentRows;

/** The logins shown, in order (the second column; the first is the picture). */
export const logins = (): string[] => bodyRows().map((row) => cellText(row, 1));

const rowOf = (login: string): HTMLElement => rowWhere(1, login);
export const inRow = (login: string) => within(rowOf(login));

export const userByLogin = (login: string) => {
  const user = users.find((u) => u.login === login);
  if (!user) throw new Error(`no user ${login}`);
  return user;
};

export const openUsers = (path = "/users", login = "owner") =>
  openListPage({ path, login, title: "Users", record: ["/users/", "/auth/register"], shown: () => bodyRows().length });
export { expectFirstQuery } from "../../support/listPage";
