import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLayout, resetStores, settle } from "./harness";

const scrollTo = async (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  fireEvent.scroll(window);
  await settle();
};

describe("scroll-to-top button", () => {
  beforeEach(() => resetStores());
  afterEach(() => {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    vi.restoreAllMocks();
  });

  it("is hidden at 199 px and appears at 200 px", async () => {
    await renderLayout("/");
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();

    await scrollTo(199);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();

    await scrollTo(200);
    // The button's code loads the first time it is shown.
    expect(await screen.findByRole("button", { name: "Back to top" })).toBeInTheDocument();

    await scrollTo(0);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
  });

  it("scrolls smoothly to the top when clicked", async () => {
    const spy = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    await renderLayout("/");
    await scrollTo(640);
    fireEvent.click(await screen.findByRole("button", { name: "Back to top" }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });
});
