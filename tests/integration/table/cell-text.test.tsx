import { render, screen } from "@testing-library/react";
import { CellText } from "@/components/table/CellText";

describe("CellText", () => {
  it("keeps the whole value for hover and screen readers while the cell shows one line", () => {
    const long = "pi-".repeat(3_000);
    render(<CellText text={long} maxWidth={200} />);
    const cell = screen.getByTitle(long);
    expect(cell).toHaveTextContent(long);
    expect(cell).toHaveStyle({ maxWidth: "200px" });
    expect(cell.className).toMatch(/cellText/);
  });
});
