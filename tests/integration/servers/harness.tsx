import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, expect } from "vitest";
import { recordRequests as recordAny, type SeenRequest } from "../../support/pageHarness";
import { renderApp, signInAs } from "../../support/renderApp";
import { fakeMatchMedia } from "../../support/matchMedia";

export { modal as dialogTitled } from "../../support/pageHarness";

export const LOAD = { timeout: 15_000 } as const;
/** The first render of the whole app (lazy chunks, translations) is the slowest step. */
const FIRST_LOAD = { timeout: 40_000 } as const;

/**
 * Signs in and opens a servers page, resolving once the first server's row is shown, with the API
 * requests made from before the sign-in on (see recordRequests).
 */
export async function openPage(login: string, path = "/servers/list", firstRow = "pi-lviv-01") {
  const seen = recordRequests();
  await signInAs(login);
  const view = await renderApp(path);
  await screen.findByText(firstRow, {}, FIRST_LOAD);
  return { seen, ...view };
}

/** Every API request from now on (method, URL, JSON body), as the mock received it. */
const recordRequests = () => recordAny("/api/");

export const requestsTo = (seen: readonly SeenRequest[], method: string, path: string): SeenRequest[] =>
  seen.filter((r) => r.method === method && r.url.pathname === `/api${path}`);

/** The table row that shows this text. */
export const rowOf = (text: string): HTMLElement => {
  const row = screen
    .getAllByText(text)
    .map((el) => el.closest<HTMLElement>("tr.ant-table-row"))
    .find((tr) => tr !== null);
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
};

/** The body rows' first-column texts of the first table on screen (or within a container). */
export const firstColumn = (container: HTMLElement = document.body): string[] =>
  Array.from(container.querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row")).map(
    (tr) => tr.querySelector("td:not(.ant-table-selection-column)")?.textContent ?? "",
  );

/** Opens an antd Select (by its label inside `scope`) and picks the option with this text. */
export async function pickOption(scope: HTMLElement, label: string, option: string) {
  openSelect(scope, label);
  const item = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      ),
    ).find((el) => el.textContent === option);
    expect(found, `option ${option}`).toBeDefined();
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

export function openSelect(scope: HTMLElement, label: string) {
  const input = within(scope).getByLabelText(label);
  const selector = input.closest(".ant-select")?.querySelector(".ant-select-selector");
  if (!selector) throw new Error(`${label} is not a select`);
  fireEvent.mouseDown(selector);
}

/** The texts of the open select's options. */
export const openOptions = (): string[] =>
  Array.from(
    document.querySelectorAll<HTMLElement>(
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
    ),
  ).map((el) => el.textContent ?? "");

export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/**
 * jsdom matches no media query, so antd would treat the screen as a phone and hide the columns
 * that only appear from a breakpoint up. This pretends to be a wide desktop for one test file.
 */
export function asDesktop() {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = fakeMatchMedia((query) => query.includes("min-width"));
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}
