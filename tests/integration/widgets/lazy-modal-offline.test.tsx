import { render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { LazyModal } from "@/components/widgets/LazyModal";

// The dialog's code cannot arrive (offline at the first opening).
vi.mock("antd/es/modal", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("LazyModal offline", () => {
  it("says where it stands that its code could not be loaded, instead of taking the page down", async () => {
    render(
      <main>
        <h1>Servers</h1>
        <LazyModal open title="Delete pi-lviv-01?" />
      </main>,
    );
    expect(await screen.findByText("This page could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Servers" })).toBeInTheDocument();
  });
});
