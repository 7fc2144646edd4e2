import { within } from "@testing-library/react";
import { accounts, type AccountRecord } from "@/mocks/db/accounts";
import { cellText, contentRows, openListPage, rowWhere } from "../../support/listPage";

export { modal, pickOption, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const bodyRows = contentRows;

/** The logins shown, in order. */
export const logins = (): string[] => bodyRows().map((row) => cellText(row, 0));

export const rowOf = (login: string): HTMLElement => rowWhere(0, login);
export const inRow = (login: string) => within(rowOf(login));

/** The seeded accounts as the list's default order shows them: updated, newest first. */
export const byUpdatedDesc = (): AccountRecord[] =>
  [...accounts.all()].sort((a, b) => b.updated.localeCompare(a.updated));

export const openAccounts = (path = "/accounts", login = "admin") =>
  openListPage({
    path,
    login,
    title: "Store accounts",
    record: ["/accounts/", "/machines/"],
    shown: () => bodyRows().length,
  });
export { expectFirstQuery } from "../../support/listPage";
