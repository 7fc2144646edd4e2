import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { server } from "@/mocks/node";
import { initI18n } from "@/providers/i18n";
import { RefineProvider } from "@/providers/RefineProvider";
import { DeclaredForm } from "@/resources/views/DeclaredForm";
import { FlagPreview } from "@/resources/locales/FlagPreview";
import { locales } from "@/registry/areas/locales";
import { useLocales } from "@/components/locale/useLocales";
import { signInAs } from "../../support/renderApp";
import { SLOW, WAIT } from "./harness";

/** A form's locale select elsewhere in the console, as useLocales serves it. */
const Select = ({ id }: { id: string }) => {
  const { all, standard, loading } = useLocales();
  return (
    <p data-testid={id}>
      {loading
        ? "loading"
        : `${all.length}/${standard.length}:${all.map((l) => l.name).includes("Korean (South Korea)")}`}
    </p>
  );
};

const plainReads = (): { count: number } => {
  const seen = { count: 0 };
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/locales/list") && !url.searchParams.has("with_counts")) seen.count += 1;
  });
  return seen;
};

describe("Adding a locale refreshes every locale select", () => {
  it("re-reads the one shared list once, and every select shows the new locale", { timeout: SLOW }, async () => {
    await signInAs("admin");
    await initI18n("en");
    const reads = plainReads();
    render(
      <MemoryRouter>
        <RefineProvider>
          <Select id="proxy-config" />
          <Select id="sms-country" />
          <DeclaredForm declaration={locales} controls={{ flag: <FlagPreview /> }} onClosed={() => undefined} />
        </RefineProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId("sms-country").textContent).toBe("20/17:false"), WAIT);
    expect(reads.count).toBe(1);

    const dialog = (await screen.findByText("Add locale", { selector: ".ant-modal-title" }, WAIT)).closest<HTMLElement>(
      ".ant-modal",
    );
    if (!dialog) throw new Error("no dialog");
    fireEvent.change(within(dialog).getByLabelText("Language"), { target: { value: "ko" } });
    fireEvent.change(within(dialog).getByLabelText("Country"), { target: { value: "kr" } });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Korean (South Korea)" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.getByTestId("proxy-config").textContent).toBe("21/18:true"), WAIT);
    expect(screen.getByTestId("sms-country").textContent).toBe("21/18:true");
    expect(reads.count).toBe(2);
  });
});
