import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { recordRequests, requestsTo, WAIT, type SeenRequest } from "./pageHarness";
import { renderApp, signInAs } from "./renderApp";

/** The content area's first data table. */
export const contentTable = (): HTMLElement => {
  const table = document.querySelector<HTMLElement>(".ant-layout-content .ant-table");
  if (!table) throw new Error("table not rendered");
  return table;
};

/** The data rows of the content area's tables, in order. */
export const contentRows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row"),
];

/** The trimmed text of a row's cell `index`. */
export const cellText = (row: Element, index: number): string =>
  row.querySelectorAll("td:not(.ant-table-selection-column)")[index]?.textContent?.trim() ?? "";

/** The content row whose cell `index` reads exactly `text`. */
export const rowWhere = (index: number, text: string): HTMLElement => {
  const row = contentRows().find((r) => cellText(r, index) === text);
  if (!row) throw new Error(`no row ${text}`);
  return row;
};

/** The header cell of the content table whose text is `label`. */
export const headerCell = (label: string): HTMLElement => {
  const th = [...contentTable().querySelectorAll<HTMLElement>("th")].find((h) => h.textContent?.trim() === label);
  if (!th) throw new Error(`no header ${label}`);
  return th;
};

interface ListPage {
  path: string;
  login: string;
  /** the page's h2 */
  title: string;
  /** the API paths whose requests to record (see recordRequests) */
  record: string[];
  /** how many items the page shows: it is open once that is more than 0 */
  shown: () => number;
}

/** Signs in, records the requests and opens a page, resolving once its title and first items are shown. */
export const openListPage = async ({ path, login, title, record, shown }: ListPage) => {
  await signInAs(login);
  const seen = recordRequests(...record);
  const view = await renderApp(path);
  await screen.findByText(title, { selector: "h2" }, WAIT);
  await waitFor(() => expect(shown()).toBeGreaterThan(0), WAIT);
  return { seen, ...view };
};

/** Checks that the first GET to `path` asked for each of these query parameters (one check each). */
export const expectFirstQuery = (seen: readonly SeenRequest[], path: string, params: Record<string, string>): void => {
  const query = requestsTo(seen, path)[0]?.url.searchParams;
  for (const [name, value] of Object.entries(params)) expect(query?.get(name)).toBe(value);
};
