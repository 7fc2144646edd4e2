import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { Tip } from "@/components/widgets/Tip";

afterEach(() => vi.useRealTimers());

describe("Tip", () => {
  it("opens 200 ms after the pointer arrives (platform §9), not before", () => {
    vi.useFakeTimers();
    render(
      <Tip title="Switch to dark theme">
        <button type="button">theme</button>
      </Tip>,
    );
    fireEvent.mouseEnter(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Switch to dark theme");
  });

  it("opens on keyboard focus too", () => {
    vi.useFakeTimers();
    render(
      <Tip title="Edit pi-lviv-01">
        <button type="button">edit</button>
      </Tip>,
    );
    fireEvent.focus(screen.getByRole("button"));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Edit pi-lviv-01");
  });
});
