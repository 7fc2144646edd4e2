import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { recordRequests as recordAny, requestsTo, WAIT, type SeenRequest } from "../../support/pageHarness";
import { contentTable } from "../../support/listPage";
import { renderApp, signInAs } from "../../support/renderApp";

export { contentTable, headerCell as header } from "../../support/listPage";

export { modal as dialogTitled, requestsTo, resetTablePreferences, SLOW, WAIT } from "../../support/pageHarness";

/** Records the proxy API requests (method, path + query, JSON body) the app makes from now on. */
const recordRequests = () => recordAny("/proxies");

/** Signs in and opens a page of this area, resolving once its h2 title is shown. */
export const openPage = async (path: string, title: string, login = "admin") => {
  await signInAs(login);
  const seen = recordRequests();
  const view = await renderApp(path);
  // The first render of a file compiles the lazy page chunk, which takes a while on a shared machine.
  await screen.findByText(title, { selector: "h2" }, { timeout: 40_000 });
  return { seen, ...view };
};

/** The `name` query parameter of the latest GET to `path`. */
export const lastParam = (seen: readonly SeenRequest[], path: string, name: string): string | null | undefined =>
  requestsTo(seen, path).at(-1)?.url.searchParams.get(name);

/** Waits until the latest GET to `path` sends `name=value`. */
export const waitForParam = (seen: readonly SeenRequest[], path: string, name: string, value: string) =>
  waitFor(() => expect(lastParam(seen, path, name)).toBe(value), WAIT);

export const bodyRows = (): HTMLElement[] => [
  ...contentTable().querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row"),
];

export const waitForRows = async (count: number): Promise<HTMLElement[]> => {
  await waitFor(() => expect(bodyRows()).toHaveLength(count), WAIT);
  return bodyRows();
};

/** Opens an antd Select and picks the option with this exact label. */
export const pickOption = async (select: HTMLElement, label: string): Promise<void> => {
  const root = select.closest<HTMLElement>(".ant-select") ?? select;
  // Typing into a search select opens it already; another mouse-down would close it.
  if (!root.classList.contains("ant-select-open"))
    fireEvent.mouseDown(root.querySelector(".ant-select-selector") ?? root);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      ),
    ].find((o) => o.getAttribute("title") === label || o.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  }, WAIT);
  fireEvent.click(option);
};

export const clickButton = (root: HTMLElement, name: string): void => {
  const button = within(root).getByText(name, { selector: "button span" }).closest("button");
  if (!button) throw new Error(`no button ${name}`);
  fireEvent.click(button);
};
