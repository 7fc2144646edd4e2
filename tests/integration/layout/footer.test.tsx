import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLayout, resetStores } from "./harness";

describe("footer", () => {
  beforeEach(() => resetStores());
  afterEach(() => vi.useRealTimers());

  it.each([2031, 2026])("shows © 2019–%i and the panel name", async (year) => {
    // Only Date is faked so antd's timers and motion keep running.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(year, 5, 15));
    await renderLayout("/");
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2019\u2013${year} Operator Panel`);
  });
});
