import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { server } from "@/mocks/node";
import { renderApp, signInAs } from "../../support/renderApp";

export const SLOW = 60_000;
export const WAIT = { timeout: 15_000 };

export interface SeenRequest {
  method: string;
  url: URL;
  body: Promise<unknown>;
  /** Date.now() when the request started */
  at: number;
}

/** Records the apps and locales requests the app makes from now on. */
export const recordRequests = (): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes("/keywords/")) return;
    const body =
      request.method === "GET"
        ? Promise.resolve(null)
        : request
            .clone()
            .json()
            .catch(() => null);
    seen.push({ method: request.method, url, body, at: Date.now() });
  });
  return seen;
};

export const requestsTo = (seen: readonly SeenRequest[], path: string, method = "GET"): SeenRequest[] =>
  seen.filter((r) => r.method === method && r.url.pathname.endsWith(path));

export const rows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row"),
];

export const keywordsShown = (): string[] => rows().map((r) => r.querySelectorAll("td")[1]?.textContent?.trim() ?? "");

export const rowOf = (keyword: string): HTMLElement => {
  const row = rows().find((r) => r.querySelectorAll("td")[1]?.textContent?.trim() === keyword);
  if (!row) throw new Error(`no row ${keyword}`);
  return row;
};

export const PAGE = "/keywords?auid=app-0001&locale=1";

export const openKeywords = async (path = PAGE, login = "admin") => {
  await signInAs(login);
  const seen = recordRequests();
  const view = await renderApp(path);
  await screen.findByText("Keywords", { selector: "h2" }, WAIT);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), WAIT);
  return { seen, ...view };
};

export const toastWith = (text: string) =>
  screen.findByText(text, { selector: ".ant-notification-notice-message" }, WAIT);

export const modal = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" }, WAIT);
  const root = heading.closest<HTMLElement>(".ant-modal");
  if (!root) throw new Error("modal not found");
  return root;
};

/** Picks an option of the antd Select labelled `label`, searching by `search`. */
export const pickOption = async (root: HTMLElement, label: string, search: string, option: string) => {
  const input = within(root).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const item = await screen.findByTitle(option, { exact: true }, WAIT);
  fireEvent.click(item);
};
