import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { initI18n } from "@/providers/i18n";
import { lazyPage, pageReload } from "@/components/lazyPage";

const renderPage = (load: Parameters<typeof lazyPage>[0]) => {
  const Page = lazyPage(load);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
};

/** A page whose chunk fails never leaves an empty screen, and loads once back online. */
describe("lazyPage when the chunk fails", () => {
  it("shows the failure with a reload button, then the page when the browser is back online", async () => {
    await initI18n("en");
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ default: () => <h1>Servers</h1> })
        : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    renderPage(load);
    expect(await screen.findByText("This page could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reload page/ })).toBeInTheDocument();
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await Promise.resolve();
    });
    expect(await screen.findByRole("heading", { name: "Servers" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyPage when the chunk still fails back online", () => {
  it("reloads the page, since the browser keeps failing an import it once failed", async () => {
    await initI18n("en");
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    renderPage(load);
    expect(await screen.findByText("This page could not be loaded")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // The failure screen listens from its effect, which a busy worker may run after the screen is shown.
    await vi.waitFor(() => {
      act(() => void window.dispatchEvent(new Event("online")));
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByText("This page could not be loaded")).toBeInTheDocument();
  });
});

describe("lazyPage.preload", () => {
  it("starts the chunk before the page renders, and the render waits for that same load", async () => {
    await initI18n("en");
    let arrive: (m: { default: () => React.JSX.Element }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>Machines</h1> }));
    expect(await screen.findByRole("heading", { name: "Machines" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
