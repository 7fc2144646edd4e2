import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { DataTable } from "@/components/table/DataTable";
import { useLiteCells } from "@/components/table/liteCells";
import { rowColumn } from "@/components/table/rowColumn";
import { people, renderWithProviders, type Person } from "./harness";

/** A name column drawn by a component per row, and by liteCells in a virtual table. */
const NamesTable = ({ count, onOpen }: { count: number; onOpen: (p: Person) => void }) => {
  const lite = useLiteCells();
  const columns = [
    rowColumn(
      "name",
      "Name",
      (p: Person) => <span data-testid="full">{p.name}</span>,
      (p) => lite.text(p.name, { strong: true }),
    ),
    rowColumn(
      "open",
      "Open",
      (p: Person) => <button type="button">{`Open ${p.name}`}</button>,
      (p) => lite.iconButton({ tip: `Open ${p.name}`, icon: <span>o</span>, onClick: () => onOpen(p) }),
    ),
  ];
  return (
    <DataTable<Person>
      tableKey="lite"
      columns={columns}
      rows={people(count)}
      total={count}
      rowKey="id"
      defaultPageSize={count}
      height={400}
    />
  );
};

describe("virtual tables' lite cells", () => {
  it("draw a virtual table's cells as plain elements with antd's classes, and a plain table's with the components", () => {
    const { container, unmount } = renderWithProviders(<NamesTable count={500} onOpen={() => undefined} />);
    expect(container.querySelector(".ant-table-tbody-virtual")).not.toBeNull();
    expect(screen.queryAllByTestId("full")).toHaveLength(0);
    const name = screen.getByTitle("Person 00001");
    expect(name.className).toMatch(/\bant-typography\b/);
    expect(name.className).toMatch(/\bcss-/);
    expect(name.querySelector("strong")).toHaveTextContent("Person 00001");
    const button = screen.getByRole("button", { name: "Open Person 00001" });
    expect(button.className).toMatch(/\bant-btn\b.*\bant-btn-icon-only\b/);
    unmount();

    renderWithProviders(<NamesTable count={20} onOpen={() => undefined} />);
    expect(screen.getAllByTestId("full")).toHaveLength(20);
    expect(screen.queryByTitle("Person 00001")).toBeNull();
  });

  it("act on click, and show the row's tip in the table's one tooltip on keyboard focus", async () => {
    const onOpen = vi.fn();
    renderWithProviders(<NamesTable count={500} onOpen={onOpen} />);
    const button = screen.getByRole("button", { name: "Open Person 00002" });
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: "Person 00002" }));

    expect(screen.queryByRole("tooltip")).toBeNull();
    button.focus();
    fireEvent.focus(button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Open Person 00002");
    fireEvent.blur(button);
  });
});
