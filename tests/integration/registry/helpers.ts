import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { ListQuery } from "@/registry/types";
import { listCalls } from "./gadgets";

export const DENIED =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";

const sidebar = (): HTMLElement => {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main navigation"]');
  if (!nav) throw new Error("no sidebar");
  return nav;
};

export const sidebarLabels = (): string[] =>
  Array.from(sidebar().querySelectorAll(".ant-menu-item, .ant-menu-submenu-title")).map(
    (el) => el.textContent?.trim() ?? "",
  );

/** The names in the table's first column, in order. */
export const nameCells = (): string[] =>
  Array.from(document.querySelectorAll(".ant-table-tbody .ant-table-row")).map(
    (row) => row.querySelector("td")?.textContent ?? "",
  );

export const header = (title: string): HTMLElement => {
  const th = screen.getByText(title, { selector: ".ant-table-thead th, .ant-table-thead th *" }).closest("th");
  if (!th) throw new Error(`no header ${title}`);
  return th;
};

export const buttonByText = (text: string, root: HTMLElement = document.body): HTMLElement => {
  const button = within(root).getByText(text).closest("button");
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

const lastListQuery = (): ListQuery | undefined => listCalls.mock.calls.at(-1)?.[0];

/** Waits until the declaration's api.list was last called with this query (and the query's abort signal). */
export const expectListQuery = async (query: ListQuery): Promise<void> => {
  await waitFor(() => expect(lastListQuery()).toEqual({ ...query, signal: expect.any(AbortSignal) as AbortSignal }), {
    timeout: 10000,
  });
};

export const waitForRows = async (first: string): Promise<void> => {
  await waitFor(() => expect(nameCells()[0]).toBe(first), { timeout: 20000 });
};

/** antd's Select opens on mousedown and renders its options in a portal. */
export const choosePageSize = (size: number): void => {
  fireEvent.mouseDown(screen.getByLabelText("Rows per page", { selector: "input" }));
  const option = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${size}"]`);
  if (!option) throw new Error(`page-size option ${size} not rendered`);
  fireEvent.click(option);
};
