import { describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { useInvalidate } from "@refinedev/core";
import { server } from "@/mocks/node";
import { RefineProvider } from "@/providers/RefineProvider";
import { initI18n } from "@/providers/i18n";
import { useLocales } from "@/components/locale/useLocales";
import { signInAs } from "../../support/renderApp";

/** Counts the GET /locales/list calls the app makes from now on. */
const countLocaleReads = (): { count: number } => {
  const seen = { count: 0 };
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    if (request.method === "GET" && new URL(request.url).pathname.endsWith("/locales/list")) seen.count += 1;
  });
  return seen;
};

const Select = ({ id }: { id: string }) => {
  const { all, standard, loading } = useLocales();
  return <p data-testid={id}>{loading ? "loading" : `${all.length}/${standard.length}`}</p>;
};

let refresh: () => Promise<void> = () => Promise.resolve();
const Refresher = () => {
  const invalidate = useInvalidate();
  refresh = () => invalidate({ resource: "locales", invalidates: ["list"] });
  return null;
};

const renderSelects = (count: number) =>
  render(
    <MemoryRouter>
      <RefineProvider>
        <Refresher />
        {Array.from({ length: count }, (_, i) => (
          <Select key={i} id={`select-${i}`} />
        ))}
      </RefineProvider>
    </MemoryRouter>,
  );

describe("useLocales: one cached locale list", () => {
  it("serves five selects with one request, STANDARD and TEST by name, and refreshes them all at once", async () => {
    await signInAs("admin");
    await initI18n("en");
    const reads = countLocaleReads();
    renderSelects(5);
    await waitFor(() => expect(screen.getByTestId("select-4").textContent).toMatch(/^\d+\/\d+$/));
    const [all, standard] = (screen.getByTestId("select-0").textContent ?? "").split("/").map(Number);
    expect(all).toBeGreaterThan(standard ?? 0);
    for (let i = 1; i < 5; i++) expect(screen.getByTestId(`select-${i}`).textContent).toBe(`${all}/${standard}`);
    expect(reads.count).toBe(1);

    await act(() => refresh());
    await waitFor(() => expect(reads.count).toBe(2));
  });
});
