import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CollapsibleCard } from "@/components/widgets/CollapsibleCard";

const toggle = () => screen.getByRole("button", { name: "Details" });

describe("CollapsibleCard", () => {
  it("starts expanded and toggles when uncontrolled", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <CollapsibleCard title="Details" onToggle={onToggle}>
        body text
      </CollapsibleCard>,
    );
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    const body = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
    expect(body).toHaveTextContent("body text");
    expect(body).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(body).not.toBeVisible();
    expect(onToggle).toHaveBeenLastCalledWith(false);

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(onToggle).toHaveBeenLastCalledWith(true);
  });

  it("starts collapsed with defaultExpanded false", () => {
    render(
      <CollapsibleCard title="Details" defaultExpanded={false}>
        body text
      </CollapsibleCard>,
    );
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("body text")).not.toBeVisible();
  });

  it("follows the expanded prop when controlled", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(
      <CollapsibleCard title="Details" expanded={false} onToggle={onToggle}>
        body text
      </CollapsibleCard>,
    );
    await user.click(toggle());
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");

    rerender(
      <CollapsibleCard title="Details" expanded onToggle={onToggle}>
        body text
      </CollapsibleCard>,
    );
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("body text")).toBeVisible();
  });

  it("can be driven from outside", async () => {
    const user = userEvent.setup();
    const Outer = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(false)}>close all</button>
          <CollapsibleCard title="Details" expanded={open} onToggle={setOpen}>
            body text
          </CollapsibleCard>
        </>
      );
    };
    render(<Outer />);
    await user.click(screen.getByRole("button", { name: "close all" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });

  it("is always expanded and has no toggle without a title", () => {
    render(
      <CollapsibleCard expanded={false} defaultExpanded={false}>
        body text
      </CollapsibleCard>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("body text")).toBeVisible();
  });
});
