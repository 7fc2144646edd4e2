import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { cellsOf, modal, openLocales, requestsTo, SLOW, toastWith, WAIT } from "./harness";

const openDialog = async () => {
  const view = await openLocales();
  fireEvent.click(screen.getByRole("button", { name: /Add locale/ }));
  const dialog = await modal("Add locale");
  return { ...view, dialog };
};

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const fill = (dialog: HTMLElement, language: string, country: string, name: string) => {
  type(dialog, "Language", language);
  type(dialog, "Country", country);
  type(dialog, "Name", name);
};

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

/** Opens the dialog, fills it in and saves. */
const saveNew = async (language: string, country: string, name: string) => {
  const page = await openDialog();
  fill(page.dialog, language, country, name);
  save(page.dialog);
  return page;
};

const valueOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

describe("Add locale dialog", { timeout: SLOW }, () => {
  it("requires language, country and name with LOC-4's words, and sends nothing", async () => {
    const { dialog, seen } = await openDialog();
    save(dialog);
    expect(await within(dialog).findByText("Language is required", undefined, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByText("Country is required", undefined, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByText("Name is required", undefined, WAIT)).toBeInTheDocument();
    // Spaces are not a value.
    type(dialog, "Name", "   ");
    save(dialog);
    await waitFor(() => expect(within(dialog).getByText("Name is required")).toBeInTheDocument(), WAIT);
    expect(requestsTo(seen, "/locales/", "PUT")).toHaveLength(0);
  });

  it("loads the flag preview 300 ms after the country code stops changing", async () => {
    const { dialog } = await openDialog();
    const preview = within(dialog).getByTestId("flag-preview");
    expect(within(preview).queryByRole("img")).not.toBeInTheDocument();
    vi.useFakeTimers();
    try {
      type(dialog, "Country", "u");
      act(() => vi.advanceTimersByTime(200));
      type(dialog, "Country", "ua");
      act(() => vi.advanceTimersByTime(299));
      expect(within(preview).queryByRole("img")).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(within(preview).getByRole("img")).toHaveAttribute("src", "https://flagcdn.com/24x18/ua.png");

      type(dialog, "Country", "PL");
      act(() => vi.advanceTimersByTime(299));
      expect(within(preview).getByRole("img")).toHaveAttribute("src", "https://flagcdn.com/24x18/ua.png");
      act(() => vi.advanceTimersByTime(1));
      expect(within(preview).getByRole("img")).toHaveAttribute("src", "https://flagcdn.com/24x18/pl.png");
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends language and country lower-cased, says 'Locale added successfully' and lists the new locale", async () => {
    const { dialog, seen } = await openDialog();
    fill(dialog, " KO ", "KR", "Korean (South Korea)");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Test" }));
    save(dialog);
    expect(await toastWith("Locale added successfully")).toBeInTheDocument();
    const [put] = requestsTo(seen, "/locales/", "PUT");
    expect(await put?.body).toEqual({ type: "TEST", language: "ko", country: "kr", name: "Korean (South Korea)" });
    await waitFor(() => expect(screen.queryByText("Add locale", { selector: ".ant-modal-title" })).toBeNull(), WAIT);
    // The page's counted list is read again and ends with the new locale.
    await waitFor(() => expect(cellsOf("Korean (South Korea)").slice(0, 1)).toEqual(["21"]), WAIT);
    expect(cellsOf("Korean (South Korea)").slice(4, 11)).toEqual(["kr_ko", "Test", "0", "0", "0", "0", "0"]);
  });

  it("defaults the type to STANDARD", async () => {
    const { dialog, seen } = await openDialog();
    expect(within(dialog).getByRole("radio", { name: "Standard" })).toBeChecked();
    fill(dialog, "nb", "no", "Norwegian (Norway)");
    save(dialog);
    expect(await toastWith("Locale added successfully")).toBeInTheDocument();
    expect(await requestsTo(seen, "/locales/", "PUT")[0]?.body).toMatchObject({ type: "STANDARD" });
  });

  it("shows the server's error_message and keeps everything typed", async () => {
    const { dialog } = await saveNew("EN", "US", "English again");
    // The mock refuses a second en/us STANDARD locale with 409 and its own words.
    expect(await toastWith("Locale already exists")).toBeInTheDocument();
    expect(screen.queryByText("Error adding locale")).toBeNull();
    expect(valueOf(dialog, "Language")).toBe("EN");
    expect(valueOf(dialog, "Country")).toBe("US");
    expect(valueOf(dialog, "Name")).toBe("English again");
    expect(screen.getByText("Add locale", { selector: ".ant-modal-title" })).toBeInTheDocument();
  });

  it("says 'Error adding locale' when the server gives no reason", async () => {
    server.use(http.put(apiPath("/locales/"), () => HttpResponse.json({}, { status: 409 })));
    const { dialog } = await saveNew("ko", "kr", "Korean (South Korea)");
    expect(await toastWith("Error adding locale")).toBeInTheDocument();
    expect(valueOf(dialog, "Name")).toBe("Korean (South Korea)");
  });

  it("says 'Unknown error' when the failure is not the API's (an answer it cannot read)", async () => {
    server.use(http.put(apiPath("/locales/"), () => HttpResponse.json({ data: null })));
    const { dialog } = await saveNew("ko", "kr", "Korean (South Korea)");
    expect(await toastWith("Unknown error")).toBeInTheDocument();
    expect(screen.queryByText("Error adding locale")).toBeNull();
    expect(valueOf(dialog, "Language")).toBe("ko");
  });

  it("puts a 422 field error under its field", async () => {
    server.use(http.put(apiPath("/locales/"), () => fail(422, "Validation failed", { country: "Unknown country" })));
    const { dialog } = await saveNew("ko", "zz", "Nowhere");
    expect(await within(dialog).findByText("Unknown country", undefined, WAIT)).toBeInTheDocument();
    expect(valueOf(dialog, "Country")).toBe("zz");
  });
});

describe("Add locale dialog: formats and limits before sending", { timeout: SLOW }, () => {
  it("refuses codes that are not two letters and a 101-character name, and sends nothing", async () => {
    const { dialog, seen } = await openDialog();
    fill(dialog, "<b>", "12", "x".repeat(101));
    save(dialog);
    expect(
      await within(dialog).findByText("Language must be a two-letter code, for example en", undefined, WAIT),
    ).toBeInTheDocument();
    // antd shows each field's message a tick apart: on a loaded machine the later ones come later.
    expect(
      await within(dialog).findByText("Country must be a two-letter code, for example us", undefined, WAIT),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText("Name must have at most 100 characters", undefined, WAIT),
    ).toBeInTheDocument();
    expect(valueOf(dialog, "Name")).toHaveLength(101);
    expect(requestsTo(seen, "/locales/", "PUT")).toHaveLength(0);
  });

  it("drops the 'Please correct' summary once a field is edited", async () => {
    const { dialog } = await openDialog();
    type(dialog, "Language", "cs");
    type(dialog, "Country", "cz");
    save(dialog);
    await waitFor(
      () =>
        expect(document.getElementById("form-error-announcer")).toHaveTextContent("Please correct: Name is required"),
      WAIT,
    );
    type(dialog, "Name", "Czech (Czechia)");
    expect(document.getElementById("form-error-announcer")).toBeNull();
  });
});
