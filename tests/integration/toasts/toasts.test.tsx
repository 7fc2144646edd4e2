import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ToastHost } from "@/components/ToastHost";
import { notificationProvider, toast, TOAST_CONFIG } from "@/providers/notification";

const notices = () => document.querySelectorAll(".ant-notification-notice");

describe("toasts (TOAST-2, TOAST-3: 3000 ms default, at most 5)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastHost />);
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the limits of TOAST-3 in its configuration", () => {
    expect(TOAST_CONFIG).toEqual({ maxCount: 5, duration: 3, placement: "bottom", bottom: 24 });
  });

  it("opens at the bottom centre, away from the header's actions and a list's paging at the right", async () => {
    act(() => toast("info", "Wide screen"));
    expect(screen.getByText("Wide screen").closest(".ant-notification")).toHaveClass("ant-notification-bottom");
  });

  it("shows info, success, warning and error toasts", async () => {
    act(() => {
      toast("info", "Info text");
      toast("success", "Success text");
      toast("warning", "Warning text");
      toast("error", "Error text");
    });
    for (const kind of ["info", "success", "warning", "error"]) {
      expect(document.querySelector(`.ant-notification-notice-${kind}`)).not.toBeNull();
    }
    expect(screen.getByText("Warning text")).toBeInTheDocument();
  });

  it("dismisses a toast after 3000 ms, not before", async () => {
    act(() => toast("info", "Short-lived"));
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.queryByText("Short-lived")).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(400));
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.queryByText("Short-lived")).toBeNull();
  });

  it("keeps at most 5, dropping the oldest", () => {
    act(() => {
      for (let i = 1; i <= 6; i += 1) toast("info", `Toast ${i}`);
    });
    expect(notices()).toHaveLength(5);
    expect(screen.queryByText("Toast 1")).toBeNull();
    expect(screen.getByText("Toast 6")).toBeInTheDocument();
  });

  it("is what refine's notification provider opens (progress shows as info)", () => {
    act(() => {
      notificationProvider.open?.({ type: "success", message: "Saved", key: "k1" });
      notificationProvider.open?.({ type: "progress", message: "Working", key: "k2" });
    });
    expect(document.querySelector(".ant-notification-notice-success")).not.toBeNull();
    expect(document.querySelector(".ant-notification-notice-info")).not.toBeNull();
  });
});

describe("a toast's link to the record it tells of", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <ToastHost />
      </MemoryRouter>,
    );
  });
  afterEach(() => vi.useRealTimers());
  const linked = () =>
    act(() => toast("success", "Server created", undefined, 3000, undefined, { to: "/x", label: "Open" }));

  it("stays up while the link has the keyboard's focus, and leaves 3000 ms after the focus does", async () => {
    linked();
    const open = screen.getByRole("link", { name: "Open" });
    act(() => open.focus());
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("link", { name: "Open" })).toHaveFocus();
    act(() => open.blur());
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.queryByText("Server created")).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(400));
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.queryByText("Server created")).toBeNull();
  });
});
