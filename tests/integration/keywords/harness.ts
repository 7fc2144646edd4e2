import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, WAIT } from "../../support/pageHarness";

export { modal, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const recordKeywordRequests = () => recordRequests("/keywords/");

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
  const seen = recordKeywordRequests();
  const view = await renderApp(path);
  await screen.findByText("Keywords", { selector: "h2" }, WAIT);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), WAIT);
  return { seen, ...view };
};
