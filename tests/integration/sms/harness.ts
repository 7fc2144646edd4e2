import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect } from "vitest";
import { server } from "@/mocks/node";
import { useUiStore } from "@/state/ui";
import { renderApp, signInAs } from "../../support/renderApp";

export const SLOW = 60_000;
/** findBy/waitFor patience: two shared cores make a request plus a render take seconds at times. */
export const WAIT = { timeout: 15_000 };
const FIND = WAIT;

export interface SeenRequest {
  method: string;
  url: URL;
  body: Promise<unknown>;
}

/** Records the SMS and machine API requests the app makes from now on. */
export const recordRequests = (): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (!/\/(sms-services|machines)\//.test(url.pathname)) return;
    const body =
      request.method === "GET"
        ? Promise.resolve(null)
        : request
            .clone()
            .json()
            .catch(() => null);
    seen.push({ method: request.method, url, body });
  });
  return seen;
};

export const requestsTo = (seen: readonly SeenRequest[], path: string, method = "GET"): SeenRequest[] =>
  seen.filter((r) => r.method === method && r.url.pathname.endsWith(path));

/** Table preferences live in the in-memory ui store across a file's tests: start each from the defaults. */
export const resetTablePreferences = (): void => {
  beforeEach(() => useUiStore.setState({ tablePagination: {}, tableSorting: {} }));
};

export const openPage = async (path: string, login = "admin") => {
  await signInAs(login);
  const seen = recordRequests();
  const view = await renderApp(path);
  return { seen, ...view };
};

/** The content area's data table (the first one in the page). */
export const table = (): HTMLElement => {
  const found = document.querySelector<HTMLElement>(".ant-layout-content .ant-table");
  if (!found) throw new Error("table not rendered");
  return found;
};

export const bodyRows = (): HTMLElement[] => [
  ...table().querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row"),
];

/** The text of one column (by index) over the shown rows. */
export const column = (index: number): string[] =>
  bodyRows().map((row) => row.querySelectorAll("td")[index]?.textContent?.trim() ?? "");

export const waitForColumn = async (index: number, expected: readonly string[]): Promise<void> => {
  await waitFor(() => expect(column(index)).toEqual(expected), FIND);
};

export const rowOf = (text: string): HTMLElement => {
  const row = bodyRows().find((r) => within(r).queryByText(text, { exact: true }));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

export const findRow = async (text: string): Promise<HTMLElement> => {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = rowOf(text);
  }, FIND);
  if (!found) throw new Error(`no row with ${text}`);
  return found;
};

export const header = (label: string): HTMLElement => {
  const th = [...table().querySelectorAll<HTMLElement>("th")].find((h) => h.textContent?.trim() === label);
  if (!th) throw new Error(`no header ${label}`);
  return th;
};

/** The open antd modal whose title is `title`. */
export const modal = async (title: string | RegExp): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" }, FIND);
  const root = heading.closest<HTMLElement>(".ant-modal");
  if (!root) throw new Error("modal not found");
  return root;
};

export const toastWith = (text: string) =>
  screen.findByText(text, { selector: ".ant-notification-notice-message" }, FIND);

export const lastUrl = (requests: readonly SeenRequest[]): URL => {
  const last = requests.at(-1);
  if (!last) throw new Error("no request");
  return last.url;
};
