import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach } from "vitest";
import { server } from "@/mocks/node";
import { useUiStore } from "@/state/ui";

/** Page tests render antd in jsdom; on two shared cores a request plus a render can take seconds. */
export const SLOW = 60_000;
export const WAIT = { timeout: 15_000 };

export interface SeenRequest {
  method: string;
  url: URL;
  body: Promise<unknown>;
  /** Date.now() when the request started */
  at: number;
}

/** Records from now on the API requests whose path contains one of `parts` (e.g. "/keywords/"). */
export const recordRequests = (...parts: string[]): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (!parts.some((part) => url.pathname.includes(part))) return;
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

export const toastWith = (text: string) =>
  screen.findByText(text, { selector: ".ant-notification-notice-message" }, WAIT);

/** The open antd modal whose title is `title`. */
export const modal = async (title: string | RegExp): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" }, WAIT);
  const root = heading.closest<HTMLElement>(".ant-modal");
  if (!root) throw new Error("modal not found");
  return root;
};

/** Picks an option of the antd Select labelled `label`, searching by `search`. */
export const pickOption = async (root: HTMLElement, label: string, search: string, option: string) => {
  // By role: a table column of the same name (a list's Status filter over its Status column) has the label too.
  const input = within(root).getByRole("combobox", { name: label });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByTitle(option, { exact: true }, WAIT));
};

/** Page sizes and sorts live in the in-memory ui store across a file's tests: start each from the defaults. */
export const resetTablePreferences = (): void => {
  beforeEach(() => useUiStore.setState({ tablePagination: {}, tableSorting: {} }));
};
