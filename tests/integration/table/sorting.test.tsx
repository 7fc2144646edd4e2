import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { UI_STORAGE_KEY, useUiStore } from "@/state/ui";
import {
  TableHarness,
  buttonByText,
  en,
  firstCellTexts,
  header,
  navButton,
  people,
  queryButtonByText,
  renderWithProviders,
  type Query,
} from "./harness";

const data = people(23);
const sortable = ["name", "email"];

beforeEach(() => {
  useUiStore.setState({ tablePagination: {}, tableSorting: {} });
});

describe("DataTable sorting", () => {
  it("cycles a header asc → desc → asc and exposes aria-sort on the <th>", () => {
    const { container } = renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    // One role query to prove the attribute lands on the real column header.
    const name = screen.getByRole("columnheader", { name: "Name" });
    expect(name.tagName).toBe("TH");
    expect(name).toHaveAttribute("aria-sort", "none");
    expect(header("Email")).toHaveAttribute("aria-sort", "none");
    expect(header("Age")).not.toHaveAttribute("aria-sort");

    fireEvent.click(header("Name"));
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    expect(firstCellTexts(container)[0]).toBe("Person 00001");

    fireEvent.click(header("Name"));
    expect(header("Name")).toHaveAttribute("aria-sort", "descending");
    expect(firstCellTexts(container)[0]).toBe("Person 00023");

    fireEvent.click(header("Name"));
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Email")).toHaveAttribute("aria-sort", "none");
  });

  it("starts another column ascending and marks the previous one none", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    fireEvent.click(header("Name"));
    fireEvent.click(header("Name"));
    fireEvent.click(header("Email"));
    expect(header("Email")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Name")).toHaveAttribute("aria-sort", "none");
  });

  it("sorts from the keyboard with Enter on a header", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    fireEvent.keyDown(header("Email"), { key: "Enter", keyCode: 13 });
    expect(header("Email")).toHaveAttribute("aria-sort", "ascending");
  });

  it("sorts with Space on a header too, without scrolling the page (the key's default is prevented)", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    fireEvent.keyDown(header("Email"), { key: " ", keyCode: 32 });
    expect(header("Email")).toHaveAttribute("aria-sort", "ascending");
    expect(fireEvent.keyDown(header("Email"), { key: " ", keyCode: 32 })).toBe(false);
    expect(header("Email")).toHaveAttribute("aria-sort", "descending");
  });

  it("clears the sort with the Clear sort control, which only shows while sorted", () => {
    const onQuery = vi.fn<(q: Query) => void>();
    renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} onQuery={onQuery} />);
    expect(queryButtonByText(en("clear_sort"))).toBeNull();

    fireEvent.click(header("Email"));
    fireEvent.click(header("Email"));
    expect(onQuery.mock.lastCall?.[0].sort).toBe("email:desc");

    // The icon must not leak into the accessible name ("clear Clear sort").
    expect(screen.getByRole("button", { name: en("clear_sort") })).toBe(buttonByText(en("clear_sort")));
    fireEvent.click(buttonByText(en("clear_sort")));
    expect(header("Email")).toHaveAttribute("aria-sort", "none");
    expect(header("Name")).toHaveAttribute("aria-sort", "none");
    expect(queryButtonByText(en("clear_sort"))).toBeNull();
    expect(onQuery.mock.lastCall?.[0].sort).toBeUndefined();
    expect(useUiStore.getState().tableSorting.people).toEqual({ key: "", asc: true });
  });

  it("persists the sort per table key in ui-storage", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    fireEvent.click(header("Email"));
    const stored: unknown = JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? "{}");
    expect(stored).toMatchObject({ state: { tableSorting: { people: { key: "email", asc: true } } } });
  });

  it("restores a stored sort for its own table key only", async () => {
    localStorage.setItem(
      UI_STORAGE_KEY,
      JSON.stringify({ state: { tableSorting: { people: { key: "email", asc: false } } }, version: 0 }),
    );
    await useUiStore.persist.rehydrate();

    const first = renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    expect(header("Email")).toHaveAttribute("aria-sort", "descending");
    first.unmount();

    renderWithProviders(<TableHarness tableKey="others" data={data} sortable={sortable} />);
    expect(header("Email")).toHaveAttribute("aria-sort", "none");
    expect(header("Name")).toHaveAttribute("aria-sort", "none");
  });

  it("drops a stored sort on a disallowed key and falls back to the default", async () => {
    localStorage.setItem(
      UI_STORAGE_KEY,
      JSON.stringify({ state: { tableSorting: { people: { key: "age", asc: false } } }, version: 0 }),
    );
    await useUiStore.persist.rehydrate();
    const onQuery = vi.fn<(q: Query) => void>();
    renderWithProviders(
      <TableHarness
        tableKey="people"
        data={data}
        sortable={sortable}
        defaultSort={{ key: "name", asc: true }}
        onQuery={onQuery}
      />,
    );
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Age")).not.toHaveAttribute("aria-sort");
    expect(onQuery.mock.lastCall?.[0].sort).toBe("name:asc");
  });

  it("resets to page 1 when the sort changes", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} sortable={sortable} />);
    fireEvent.click(navButton("next_page"));
    expect(screen.getByText("6-10 of 23")).toBeInTheDocument();
    fireEvent.click(header("Name"));
    expect(screen.getByText("1-5 of 23")).toBeInTheDocument();
  });
});
