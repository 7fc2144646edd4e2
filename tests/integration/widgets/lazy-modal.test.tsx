import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createLazyModal, modalCode } from "@/components/widgets/LazyModal";

// The loads of antd's dialog code, spied on rather than the module mocked, which keeps this file
// in the shared module graph; each test makes a fresh LazyModal, since one remembers a failed load.
let loads: MockInstance<typeof modalCode.load>;
beforeEach(() => {
  loads = vi.spyOn(modalCode, "load");
});
afterEach(() => loads.mockRestore());

describe("LazyModal", () => {
  it("offline at its first opening, says where it stands that its code could not be loaded, and the page stays", async () => {
    loads.mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    const LazyModal = createLazyModal();
    render(
      <main>
        <h1>Servers</h1>
        <LazyModal open title="Delete pi-lviv-01?" />
      </main>,
    );
    expect(await screen.findByText("This page could not be loaded", undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Servers" })).toBeInTheDocument();
  });

  it("loads antd's dialog only when it first opens", async () => {
    const LazyModal = createLazyModal();
    const { rerender } = render(<LazyModal open={false} title="Delete pi-lviv-01?" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads).not.toHaveBeenCalled();
    rerender(<LazyModal open title="Delete pi-lviv-01?" />);
    expect(await screen.findByRole("dialog", { name: "Delete pi-lviv-01?" })).toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("stays mounted once closed, so antd closes it (and returns the focus) itself", async () => {
    const LazyModal = createLazyModal();
    const { rerender } = render(<LazyModal open title="Use All?" />);
    await screen.findByRole("dialog", { name: "Use All?" });
    rerender(<LazyModal open={false} title="Use All?" />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector(".ant-modal-root")).not.toBeNull();
  });
});
