import type { ComponentType } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ModalProps } from "antd";
import { vi } from "vitest";

// Counts the loads of antd's dialog module, which fails to arrive while `offline` is set.
const modalModule = vi.hoisted(() => ({ loads: 0, offline: false }));
vi.mock("antd/es/modal", async (importOriginal) => {
  modalModule.loads += 1;
  if (modalModule.offline) throw new TypeError("Failed to fetch dynamically imported module");
  return importOriginal();
});

/** A fresh LazyModal: its lazy dialog remembers a failed load for the module's lifetime. */
const freshLazyModal = async (): Promise<ComponentType<ModalProps>> => {
  vi.resetModules();
  return (await import("@/components/widgets/LazyModal")).LazyModal;
};

// The offline case comes first: a module that loaded once stays loaded for the file.
describe("LazyModal", () => {
  beforeEach(() => {
    modalModule.loads = 0;
    modalModule.offline = false;
  });

  it("offline at its first opening, says where it stands that its code could not be loaded, and the page stays", async () => {
    modalModule.offline = true;
    const LazyModal = await freshLazyModal();
    render(
      <main>
        <h1>Servers</h1>
        <LazyModal open title="Delete pi-lviv-01?" />
      </main>,
    );
    // A fresh module graph renders the notice's own modules first: more than findBy's default second.
    expect(await screen.findByText("This page could not be loaded", undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Servers" })).toBeInTheDocument();
  });

  it("loads antd's dialog only when it first opens", async () => {
    const LazyModal = await freshLazyModal();
    const { rerender } = render(<LazyModal open={false} title="Delete pi-lviv-01?" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(modalModule.loads).toBe(0);
    rerender(<LazyModal open title="Delete pi-lviv-01?" />);
    expect(await screen.findByRole("dialog", { name: "Delete pi-lviv-01?" })).toBeInTheDocument();
    expect(modalModule.loads).toBe(1);
  });

  it("stays mounted once closed, so antd closes it (and returns the focus) itself", async () => {
    const LazyModal = await freshLazyModal();
    const { rerender } = render(<LazyModal open title="Use All?" />);
    await screen.findByRole("dialog", { name: "Use All?" });
    rerender(<LazyModal open={false} title="Use All?" />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector(".ant-modal-root")).not.toBeNull();
  });
});
