import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, MemoryRouter, Route, RouterProvider } from "react-router";
import { AccessDenied } from "@/pages/errors/AccessDenied";
import NotFound from "@/pages/errors/NotFound";
import { RouterError, RouterErrorBoundary } from "@/pages/errors/RouterError";
import { initI18n } from "@/providers/i18n";
import { renderRoutes, resetStores, settle } from "./harness";

const MESSAGE =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";

describe("access denied", () => {
  beforeEach(() => resetStores());

  const routes = (
    <>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/apps" element={<p>apps page</p>} />
      <Route path="/machines" element={<AccessDenied />} />
    </>
  );

  it("shows the message with Go Back and Go to Home", async () => {
    await renderRoutes(["/apps", "/machines"], routes);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Go Back/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Go to Home/ })).toBeInTheDocument();
  });

  it("Go Back returns to the previous page", async () => {
    await renderRoutes(["/apps", "/machines"], routes);
    fireEvent.click(screen.getByRole("button", { name: /Go Back/ }));
    await settle();
    expect(screen.getByText("apps page")).toBeInTheDocument();
  });

  it("Go to Home opens /", async () => {
    await renderRoutes(["/apps", "/machines"], routes);
    fireEvent.click(screen.getByRole("button", { name: /Go to Home/ }));
    await settle();
    expect(screen.getByText("home page")).toBeInTheDocument();
  });

  it("falls back to the English texts without translations", () => {
    render(
      <MemoryRouter>
        <AccessDenied />
      </MemoryRouter>,
    );
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Go Back/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Go to Home/ })).toBeInTheDocument();
  });
});

describe("not found", () => {
  beforeEach(() => resetStores());

  it("shows an image and the page-not-found message, and leads home", async () => {
    await renderRoutes(
      "/no/such/page",
      <>
        <Route path="/" element={<p>home page</p>} />
        <Route path="*" element={<NotFound />} />
      </>,
    );
    expect(screen.getByRole("img", { name: "A signpost pointing nowhere" })).toBeInTheDocument();
    expect(screen.getByText("Page not found")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: /Go to Home/ }));
    await settle();
    expect(screen.getByText("home page")).toBeInTheDocument();
  });
});

describe("router error", () => {
  // The screen reads the app's i18n instance, which an earlier file of the worker may have left in
  // another language (the palette's language switch): it starts in English, as the app does.
  beforeEach(() => initI18n("en"));

  it("shows the fallback screen with the error text and a reload button", async () => {
    // React reports the thrown error to the console; keep the run readable.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error("chunk failed to load");
    };
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <RouterError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("chunk failed to load")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reload page/ })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it("shows the same screen around the app's declarative router (main.tsx), the error text copyable", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error("render failed");
    };
    render(
      <RouterErrorBoundary>
        <MemoryRouter>
          <Boom />
        </MemoryRouter>
      </RouterErrorBoundary>,
    );
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("render failed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reload page/ })).toBeInTheDocument();
    // The copy button arrives with the lazily loaded Typography.
    expect(await screen.findByRole("button", { name: /copy/i })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
