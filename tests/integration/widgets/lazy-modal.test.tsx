import { act, render, screen, waitFor } from "@testing-library/react";
import { vi } from "vitest";
import { LazyModal } from "@/components/widgets/LazyModal";

// Counts the loads of antd's dialog module: a closed confirmation must not bring it to the page.
const modalModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock("antd/es/modal", async (importOriginal) => {
  modalModule.loads += 1;
  return importOriginal();
});

describe("LazyModal", () => {
  it("loads antd's dialog only when it first opens", async () => {
    const { rerender } = render(<LazyModal open={false} title="Delete pi-lviv-01?" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(modalModule.loads).toBe(0);
    rerender(<LazyModal open title="Delete pi-lviv-01?" />);
    expect(await screen.findByRole("dialog", { name: "Delete pi-lviv-01?" })).toBeInTheDocument();
    expect(modalModule.loads).toBe(1);
  });

  it("stays mounted once closed, so antd closes it (and returns the focus) itself", async () => {
    const { rerender } = render(<LazyModal open title="Use All?" />);
    await screen.findByRole("dialog", { name: "Use All?" });
    rerender(<LazyModal open={false} title="Use All?" />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.querySelector(".ant-modal-root")).not.toBeNull();
  });
});
