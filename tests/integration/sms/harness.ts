import { waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { recordRequests as recordPageRequests, WAIT, type SeenRequest } from "../../support/pageHarness";
import { contentTable as table } from "../../support/listPage";
import { renderApp, signInAs } from "../../support/renderApp";

export { headerCell as header } from "../../support/listPage";

export { modal, requestsTo, resetTablePreferences, SLOW, toastWith, WAIT } from "../../support/pageHarness";

/** Records the SMS and machine API requests the app makes from now on. */
const recordRequests = (): SeenRequest[] => recordPageRequests("/sms-services/", "/machines/");

export const openPage = async (path: string, login = "admin") => {
  await signInAs(login);
  const seen = recordRequests();
  const view = await renderApp(path);
  return { seen, ...view };
};

export const bodyRows = (): HTMLElement[] => [
  ...table().querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row"),
];

/** The text of one column (by index) over the shown rows. */
export const column = (index: number): string[] =>
  bodyRows().map(
    (row) => row.querySelectorAll("td:not(.ant-table-selection-column)")[index]?.textContent?.trim() ?? "",
  );

export const waitForColumn = async (index: number, expected: readonly string[]): Promise<void> => {
  await waitFor(() => expect(column(index)).toEqual(expected), WAIT);
};

const rowOf = (text: string): HTMLElement => {
  const row = bodyRows().find((r) => within(r).queryByText(text, { exact: true }));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

export const findRow = async (text: string): Promise<HTMLElement> => {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = rowOf(text);
  }, WAIT);
  if (!found) throw new Error(`no row with ${text}`);
  return found;
};

export const lastUrl = (requests: readonly SeenRequest[]): URL => {
  const last = requests.at(-1);
  if (!last) throw new Error("no request");
  return last.url;
};
