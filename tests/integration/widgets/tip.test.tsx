import { act, fireEvent, render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { Tip } from "@/components/widgets/Tip";
import { fakeTimersPerTest } from "../../support/fakeTimers";

/** Renders a button with this tip and returns the button. */
const renderTipped = (title: string) => {
  render(
    <Tip title={title}>
      <button type="button">target</button>
    </Tip>,
  );
  return screen.getByRole("button");
};

describe("Tip", () => {
  fakeTimersPerTest();

  it("opens 200 ms after the pointer arrives (CONST-1), not before", () => {
    fireEvent.mouseEnter(renderTipped("Switch to dark theme"));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Switch to dark theme");
  });

  it("opens on keyboard focus too", () => {
    fireEvent.focus(renderTipped("Edit pi-lviv-01"));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Edit pi-lviv-01");
  });
});
