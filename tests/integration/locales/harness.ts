import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { server } from "@/mocks/node";
import { renderApp, signInAs } from "../../support/renderApp";

export const SLOW = 60_000;
/** findBy/waitFor patience: two shared cores make a request plus a render take seconds at times. */
export const WAIT = { timeout: 15_000 };

export interface SeenRequest {
  method: string;
  url: URL;
  body: Promise<unknown>;
}

/** Records the locale API requests the app makes from now on. */
export const recordRequests = (): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes("/locales/")) return;
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

export const toastWith = (text: string) =>
  screen.findByText(text, { selector: ".ant-notification-notice-message" }, WAIT);

/** The open antd modal whose title is `title`. */
export const modal = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" }, WAIT);
  const root = heading.closest<HTMLElement>(".ant-modal");
  if (!root) throw new Error("modal not found");
  return root;
};

export const cellsOf = (name: string): string[] =>
  [...rowOf(name).querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "");

export const inRow = (name: string) => within(rowOf(name));
