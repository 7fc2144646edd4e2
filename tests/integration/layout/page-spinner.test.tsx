import { act, render } from "@testing-library/react";
import { vi } from "vitest";
import { FullPageSpin } from "@/components/layout/FullPageSpin";
import { TIMING } from "@/config";
import { fakeTimersPerTest } from "../../support/fakeTimers";

const spinning = (container: HTMLElement) => container.querySelector(".ant-spin-spinning") !== null;

describe("the page spinner", () => {
  fakeTimersPerTest();

  it("turns only once the page has been loading for 500 ms", () => {
    const { container } = render(<FullPageSpin />);
    expect(TIMING.pageSpinDelayMs).toBe(500);
    act(() => vi.advanceTimersByTime(TIMING.pageSpinDelayMs - 1));
    expect(spinning(container)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(spinning(container)).toBe(true);
  });
});
