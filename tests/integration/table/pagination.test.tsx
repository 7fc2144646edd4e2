import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { useUiStore } from "@/state/ui";
import {
  TableHarness,
  bodyRows,
  buttonByText,
  chooseAll,
  choosePageSize,
  en,
  navButton,
  people,
  queryNavButton,
  rangeText,
  renderWithProviders,
  type Query,
} from "./harness";

const data = people(23);

beforeEach(() => {
  useUiStore.setState({ tablePagination: {}, tableSorting: {} });
});

const expectNav = (enabled: { first: boolean; prev: boolean; next: boolean; last: boolean }) => {
  expect(navButton("first_page")).toHaveProperty("disabled", !enabled.first);
  expect(navButton("previous_page")).toHaveProperty("disabled", !enabled.prev);
  expect(navButton("next_page")).toHaveProperty("disabled", !enabled.next);
  expect(navButton("last_page")).toHaveProperty("disabled", !enabled.last);
};

describe("DataTable pagination", () => {
  it("defaults to 5 rows and reads the range as start-end of total", () => {
    const { container } = renderWithProviders(<TableHarness tableKey="people" data={data} />);
    expect(bodyRows(container)).toHaveLength(5);
    expect(rangeText()).toBe("1-5 of 23");
    fireEvent.click(navButton("next_page"));
    expect(rangeText()).toBe("6-10 of 23");
    expect(screen.getByText("6-10 of 23")).toBeInTheDocument();
  });

  it("enables First/Previous/Next/Last per page", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} />);
    expectNav({ first: false, prev: false, next: true, last: true });

    fireEvent.click(navButton("next_page"));
    fireEvent.click(navButton("next_page"));
    expect(rangeText()).toBe("11-15 of 23");
    expectNav({ first: true, prev: true, next: true, last: true });

    fireEvent.click(navButton("last_page"));
    expect(rangeText()).toBe("21-23 of 23");
    expectNav({ first: true, prev: true, next: false, last: false });

    fireEvent.click(navButton("previous_page"));
    expect(rangeText()).toBe("16-20 of 23");
    fireEvent.click(navButton("first_page"));
    expect(rangeText()).toBe("1-5 of 23");
  });

  it("hands focus to the nearest live button when the one pressed is disabled by reaching the end", () => {
    renderWithProviders(<TableHarness tableKey="people" data={data} />);
    navButton("last_page").focus();
    fireEvent.click(navButton("last_page"));
    expect(document.activeElement).toBe(navButton("previous_page"));
    navButton("first_page").focus();
    fireEvent.click(navButton("first_page"));
    expect(document.activeElement).toBe(navButton("next_page"));
  });

  it("hides the navigation when everything fits on one page", () => {
    renderWithProviders(<TableHarness tableKey="people" data={people(4)} />);
    expect(rangeText()).toBe("1-4 of 4");
    expect(queryNavButton("next_page")).toBeNull();
    expect(queryNavButton("first_page")).toBeNull();
  });

  it("uses the table's own default size (e.g. 10 for accounts)", () => {
    const { container } = renderWithProviders(<TableHarness tableKey="accounts" data={data} defaultPageSize={10} />);
    expect(bodyRows(container)).toHaveLength(10);
    expect(rangeText()).toBe("1-10 of 23");
  });

  it("persists the page size per table key and goes back to page 1", () => {
    const onQuery = vi.fn<(q: Query) => void>();
    const first = renderWithProviders(<TableHarness tableKey="people" data={data} onQuery={onQuery} />);
    fireEvent.click(navButton("last_page"));
    expect(rangeText()).toBe("21-23 of 23");

    choosePageSize(10);
    expect(rangeText()).toBe("1-10 of 23");
    expect(onQuery.mock.lastCall?.[0]).toMatchObject({ page: 1, pageSize: 10 });
    expect(useUiStore.getState().tablePagination).toEqual({ people: 10 });
    first.unmount();

    const again = renderWithProviders(<TableHarness tableKey="people" data={data} />);
    expect(rangeText()).toBe("1-10 of 23");
    again.unmount();

    renderWithProviders(<TableHarness tableKey="other" data={data} />);
    expect(rangeText()).toBe("1-5 of 23");
  });

  it("asks for confirmation before All, and Cancel keeps the old size", async () => {
    const { container } = renderWithProviders(<TableHarness tableKey="people" data={data} />);
    fireEvent.click(navButton("next_page"));
    await chooseAll();

    expect(screen.getByText(en("warning"))).toBeInTheDocument();
    expect(screen.getByText(en("all_items_warning"))).toBeInTheDocument();
    fireEvent.click(buttonByText(en("cancel")));

    expect(rangeText()).toBe("6-10 of 23");
    expect(bodyRows(container)).toHaveLength(5);
    expect(useUiStore.getState().tablePagination.people).toBeUndefined();
  });

  it("shows every row on page 1 once All is confirmed, with the navigation hidden", async () => {
    const { container } = renderWithProviders(<TableHarness tableKey="people" data={data} />);
    fireEvent.click(navButton("last_page"));
    await chooseAll();
    fireEvent.click(buttonByText(en("confirm")));

    expect(bodyRows(container)).toHaveLength(23);
    expect(rangeText()).toBe("1-23 of 23");
    expect(queryNavButton("next_page")).toBeNull();
    expect(useUiStore.getState().tablePagination.people).toBe(-1);
  });

  it("moves back to the last existing page when the total shrinks", () => {
    const { rerender } = renderWithProviders(<TableHarness tableKey="people" data={data} />);
    fireEvent.click(navButton("last_page"));
    expect(rangeText()).toBe("21-23 of 23");
    rerender(<TableHarness tableKey="people" data={people(12)} />);
    expect(rangeText()).toBe("11-12 of 12");
  });
});
