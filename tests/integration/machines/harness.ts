import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { server } from "@/mocks/node";
import { machinesApi } from "@/api/endpoints/machines";
import { renderApp } from "../../support/renderApp";
import type { ListRequest } from "@/api/types/fleet";
import type { Machine } from "@/api/types/machines";

export { resetTablePreferences } from "../../support/pageHarness";

export const FETCH_ERROR = "Could not load machine data. Please try again.";
export const UNAVAILABLE = "Not available";
export const SLOW = 90_000;
/** The first render of a file loads the app's chunks; with other test files running in parallel that takes a while. */
export const FIRST_RENDER = 45_000;

/** Records the API requests (path + query) the app makes from now on. */
export const recordRequests = (): URL[] => {
  const seen: URL[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes("/machines")) seen.push(url);
  });
  return seen;
};

export const listRequests = (seen: readonly URL[]): URL[] => seen.filter((u) => u.pathname.endsWith("/machines/list"));

/** What the API itself answers for a query: the rows the page must show. */
export const expectedNames = async (q: Partial<ListRequest>): Promise<string[]> =>
  (await machinesApi.list({ page: 1, size: 5, filters: {}, ...q })).list.map((m: Machine) => m.nameMachine);

/** The machines table: the first table of the page (the boards card comes after it). */
export const machinesTable = (): HTMLElement => {
  const table = document.querySelector<HTMLElement>(".ant-layout-content .ant-table");
  if (!table) throw new Error("machines table not rendered");
  return table;
};

/** Machine names in row order, read from the name buttons. */
export const shownNames = (): string[] =>
  [...machinesTable().querySelectorAll<HTMLElement>(".ant-table-tbody button")].map((b) => b.textContent ?? "");

export const waitForNames = async (names: readonly string[]): Promise<void> => {
  await waitFor(() => expect(shownNames()).toEqual(names), { timeout: FIRST_RENDER });
};

/** Renders /machines and searches for one machine, resolving once it is the only row. */
export const showOnly = async (name: string): Promise<void> => {
  await renderApp("/machines");
  fireEvent.change(await screen.findByLabelText("Search machines", {}, { timeout: FIRST_RENDER }), {
    target: { value: name },
  });
  await waitForNames([name]);
};

export const header = (label: string): HTMLElement => {
  const th = [...machinesTable().querySelectorAll<HTMLElement>("th")].find((h) => h.textContent?.trim() === label);
  if (!th) throw new Error(`no header ${label}`);
  return th;
};

/** The open machine dialog (antd Modal). */
export const dialog = async (): Promise<HTMLElement> => {
  const title = await screen.findByText(/^Machine /, { selector: ".ant-modal-title" }, { timeout: FIRST_RENDER });
  const root = title.closest<HTMLElement>(".ant-modal");
  if (!root) throw new Error("dialog not found");
  return root;
};

/** The value cell of a Descriptions label inside the dialog. */
export const fact = (root: HTMLElement, label: string): HTMLElement => {
  const th = within(root).getByText(label, { selector: ".ant-descriptions-item-label > span" }).parentElement;
  const cell = th?.nextElementSibling;
  if (!(cell instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return cell;
};

export const clickName = (name: string): void => {
  const button = [...machinesTable().querySelectorAll<HTMLElement>(".ant-table-tbody button")].find(
    (b) => b.textContent === name,
  );
  if (!button) throw new Error(`no machine ${name} on the page`);
  fireEvent.click(button);
};

/** Waits until the dialog's fact `label` reads `value` (the detail call has answered). */
export const waitForFact = async (root: HTMLElement, label: string, value: string): Promise<void> => {
  await waitFor(() => expect(fact(root, label).textContent).toBe(value), { timeout: 10_000 });
};
