import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { recordRequests as recordAny, WAIT } from "../../support/pageHarness";
import { renderApp, signInAs } from "../../support/renderApp";

export { modal, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

/** Records the locale API requests the app makes from now on. */
export const recordRequests = () => recordAny("/locales/");

export const bodyRows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row"),
];

/** The locale names in the order shown. */
export const names = (): string[] => bodyRows().map((row) => row.querySelectorAll("td")[1]?.textContent?.trim() ?? "");

export const waitForNames = async (expected: readonly string[]): Promise<void> => {
  await waitFor(() => expect(names().slice(0, expected.length)).toEqual(expected), WAIT);
};

export const rowOf = (name: string): HTMLElement => {
  const row = bodyRows().find((r) => r.querySelectorAll("td")[1]?.textContent?.trim() === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

/** The first seeded locales, in the seeded order. */
export const FIRST_FIVE = [
  "English (United States)",
  "English (United Kingdom)",
  "English (Canada)",
  "English (Australia)",
  "German (Germany)",
];

export const openLocales = async (login = "admin") => {
  await signInAs(login);
  const seen = recordRequests();
  const view = await renderApp("/locales");
  await screen.findByText("Locales", { selector: "h2" }, WAIT);
  await waitForNames(FIRST_FIVE);
  return { seen, ...view };
};

export const cellsOf = (name: string): string[] =>
  [...rowOf(name).querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "");

export const inRow = (name: string) => within(rowOf(name));
export { expectFirstQuery } from "../../support/listPage";
