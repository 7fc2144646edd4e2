import { useMemo, type ReactElement, type ReactNode } from "react";
import { App } from "antd";
import type { TableColumnsType } from "antd";
import { I18nContext, type I18nProvider } from "@refinedev/core";
import { fireEvent, render, screen, type RenderResult } from "@testing-library/react";
import { DataTable, type DataTableProps } from "@/components/table/DataTable";
import { toWireSort, type TableSort } from "@/components/table/sortState";
import { useTableState } from "@/components/table/useTableState";
import { substitutePlaceholders } from "@/providers/i18nPlaceholders";
import table from "../../../public/translations/en/table.json";

const sections: Record<string, Record<string, string>> = { table };

/** Mirrors the real provider's contract: `section.key` lookup plus `:name` substitution. */
const stubI18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const [section, ...rest] = key.split(".");
    const text = sections[section ?? ""]?.[rest.join(".")];
    if (text === undefined) return defaultMessage ?? key;
    return typeof options === "object" && options !== null ? substitutePlaceholders(text, options) : text;
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => "en",
};

export const en = (key: keyof typeof table): string => table[key];

const Providers = ({ children }: { children: ReactNode }) => (
  <App>
    <I18nContext.Provider value={{ i18nProvider: stubI18nProvider }}>{children}</I18nContext.Provider>
  </App>
);

/** Uses a wrapper (not inline JSX) so `rerender` keeps the providers. */
export const renderWithProviders = (ui: ReactElement): RenderResult => render(ui, { wrapper: Providers });

export interface Person {
  id: number;
  name: string;
  email: string;
  age: number;
}

export const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(5, "0");
    return { id: i + 1, name: `Person ${n}`, email: `p${n}@example.test`, age: 20 + (i % 50) };
  });

export const personColumns: TableColumnsType<Person> = [
  { key: "name", dataIndex: "name", title: "Name" },
  { key: "email", dataIndex: "email", title: "Email" },
  { key: "age", dataIndex: "age", title: "Age" },
];

export interface Query {
  page: number;
  pageSize: number;
  sort?: string;
}

type HarnessProps = Omit<DataTableProps<Person>, "rows" | "total" | "columns" | "rowKey" | "state"> & {
  data: Person[];
  onQuery?: (query: Query) => void;
};

/** A list page in miniature: it owns the state, "fetches" one page from `data`, and renders DataTable. */
export const TableHarness = ({ data, onQuery, ...props }: HarnessProps) => {
  const state = useTableState(props.tableKey, {
    defaultSort: props.defaultSort,
    sortable: props.sortable,
    defaultPageSize: props.defaultPageSize,
  });
  const { page, pageSize, sort } = state;
  const rows = useMemo(() => pageOf(data, page, pageSize, sort), [data, page, pageSize, sort]);
  onQuery?.({ page, pageSize, sort: toWireSort(sort) });
  return (
    <DataTable<Person> {...props} state={state} columns={personColumns} rows={rows} total={data.length} rowKey="id" />
  );
};

const pageOf = (data: Person[], page: number, pageSize: number, sort: TableSort): Person[] => {
  const sorted = [...data];
  if (sort.key === "name" || sort.key === "email" || sort.key === "age") {
    const key = sort.key;
    sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.asc ? 1 : -1));
  }
  return pageSize === -1 ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize);
};

/**
 * Role queries compute accessible names through getComputedStyle, which is slow on antd's deep
 * DOM under jsdom; these helpers use plain text/label lookups and a few tests check roles once.
 */
export const header = (title: string): HTMLElement => {
  const th = screen.getByText(title, { selector: ".ant-table-thead th, .ant-table-thead th *" }).closest("th");
  if (!th) throw new Error(`no header ${title}`);
  return th;
};

export const buttonByText = (text: string): HTMLElement => {
  const button = screen.getByText(text).closest("button");
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

export const queryButtonByText = (text: string): HTMLElement | null =>
  screen.queryByText(text)?.closest("button") ?? null;

export const navButton = (key: "first_page" | "previous_page" | "next_page" | "last_page"): HTMLElement =>
  screen.getByLabelText(en(key), { selector: "button" });

export const queryNavButton = (key: "first_page" | "previous_page" | "next_page" | "last_page"): HTMLElement | null =>
  screen.queryByLabelText(en(key), { selector: "button" });

export const bodyRows = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(".ant-table-tbody .ant-table-row"));

export const firstCellTexts = (container: HTMLElement, column = 0): string[] =>
  bodyRows(container).map((row) => row.querySelectorAll("td")[column]?.textContent ?? "");

export const rangeText = (): string => document.querySelector("[data-table-range]")?.textContent ?? "";

/** antd's Select opens on mousedown and renders its options in a portal. */
/** "All" asks first, in a dialog whose code loads on its first opening: resolves once it shows. */
export const chooseAll = async (): Promise<void> => {
  choosePageSize(-1);
  await screen.findByText(en("all_items_warning"));
};

export const choosePageSize = (size: number): void => {
  fireEvent.mouseDown(screen.getByLabelText(en("rows_per_page"), { selector: "input" }));
  const label = size === -1 ? en("all") : String(size);
  const option = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
  if (!option) throw new Error(`page-size option ${label} not rendered`);
  fireEvent.click(option);
};
