import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { accounts } from "@/mocks/db/accounts";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { renderApp, signInAs } from "../../support/renderApp";
import {
  bodyRows,
  cellsOf,
  FIRST_FIVE,
  inRow,
  names,
  openLocales,
  recordRequests,
  requestsTo,
  rowOf,
  SLOW,
  toastWith,
  WAIT,
  waitForNames,
  expectFirstQuery,
} from "./harness";
import { gate } from "../../support/gate";

const SEEDED_IDS = Array.from({ length: 20 }, (_, i) => i + 1);
const moveButton = (name: string, direction: "up" | "down") =>
  inRow(name).getByRole("button", { name: `Move ${name} ${direction}` });

describe("Locales page (/locales)", { timeout: SLOW }, () => {
  it("lists every locale in order with flag, language, country, code, type and the five counts", async () => {
    const { seen } = await openLocales();
    expectFirstQuery(seen, "/locales/list", { with_counts: "true", size: "-1" });
    expect(bodyRows()).toHaveLength(20);

    const headers = [...document.querySelectorAll(".ant-table-thead th")].map((th) => th.textContent?.trim());
    expect(headers).toEqual([
      "#",
      "Name",
      "Language",
      "Country",
      "Code",
      "Type",
      "Apps",
      "Keywords",
      "Accounts",
      "Proxy configs",
      "SMS countries",
    ]);
    // Apps with details in the locale, keywords, accounts, proxy configs, SMS countries.
    expect(cellsOf("English (United States)")).toEqual([
      "1",
      "English (United States)",
      "en",
      "us",
      "us_en",
      "Standard",
      "34",
      "719",
      String(accounts.filter((a) => a.locale_id === 1).length),
      "2",
      "3",
    ]);
    expect(cellsOf("Test: English (United States)").slice(4, 11)).toEqual(["us_en", "Test", "0", "0", "0", "1", "0"]);
    const austria = String(accounts.filter((a) => a.locale_id === 6).length);
    expect(cellsOf("German (Austria)").slice(6, 11)).toEqual(["0", "0", austria, "0", "0"]);
    const flag = within(rowOf("Polish (Poland)")).getByAltText("Poland");
    expect(flag).toHaveAttribute("src", "https://flagcdn.com/24x18/pl.png");
  });

  it("searches by name or code on the client, and keeps the order fixed meanwhile", async () => {
    const { seen } = await openLocales();
    const search = screen.getByPlaceholderText("Search by name or code");
    fireEvent.change(search, { target: { value: "pl_pl" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(names()).toEqual(["Polish (Poland)", "Test: Polish (Poland)"]), WAIT);
    // Their places in the whole order, not in the filtered view.
    expect(cellsOf("Polish (Poland)")[0]).toBe("14");
    expect(moveButton("Polish (Poland)", "up")).toBeDisabled();
    expect(rowOf("Polish (Poland)")).not.toHaveAttribute("draggable");
    expect(screen.getByText("Clear the search to change the order.")).toBeInTheDocument();

    fireEvent.change(search, { target: { value: "german" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
    await waitFor(
      () => expect(names()).toEqual(["German (Germany)", "German (Austria)", "Test: German (Germany)"]),
      WAIT,
    );
    expect(requestsTo(seen, "/locales/list")).toHaveLength(1);
  });

  it("moves a locale up and down with its buttons, sends every id in the new order and keeps the focus", async () => {
    const { seen, unmount } = await openLocales();
    const up = moveButton("English (United Kingdom)", "up");
    up.focus();
    fireEvent.click(up);
    // Optimistic: the new order shows before the server answers.
    expect(names().slice(0, 2)).toEqual(["English (United Kingdom)", "English (United States)"]);
    await waitFor(() => expect(requestsTo(seen, "/locales/reorder", "PATCH")).toHaveLength(1), WAIT);
    expect(await requestsTo(seen, "/locales/reorder", "PATCH")[0]?.body).toEqual({
      ids: [2, 1, ...SEEDED_IDS.slice(2)],
    });
    // First now, so its up button is off: the focus moves to its down button, not to the page.
    expect(moveButton("English (United Kingdom)", "up")).toBeDisabled();
    await waitFor(() => expect(document.activeElement).toBe(moveButton("English (United Kingdom)", "down")), WAIT);
    expect(screen.getByText("English (United Kingdom) moved to position 1 of 20")).toBeInTheDocument();

    fireEvent.click(moveButton("German (Germany)", "down"));
    await waitFor(() => expect(requestsTo(seen, "/locales/reorder", "PATCH")).toHaveLength(2), WAIT);
    expect(await requestsTo(seen, "/locales/reorder", "PATCH")[1]?.body).toEqual({
      ids: [2, 1, 3, 4, 6, 5, ...SEEDED_IDS.slice(6)],
    });
    expect(names().slice(4, 6)).toEqual(["German (Austria)", "German (Germany)"]);
    expect(document.activeElement).toBe(moveButton("German (Germany)", "down"));
    expect(moveButton("Test: Polish (Poland)", "down")).toBeDisabled();

    unmount();
    await renderApp("/locales");
    await waitForNames(["English (United Kingdom)", "English (United States)", "English (Canada)"]);
    expect(cellsOf("German (Germany)")[0]).toBe("6");
  });

  it("moves a dragged row onto the row it is dropped on", async () => {
    const { seen } = await openLocales();
    const german = rowOf("German (Germany)");
    expect(german).toHaveAttribute("draggable", "true");
    fireEvent.dragStart(german);
    fireEvent.dragOver(rowOf("English (United Kingdom)"));
    fireEvent.drop(rowOf("English (United Kingdom)"));
    fireEvent.dragEnd(german);

    expect(names().slice(0, 3)).toEqual(["English (United States)", "German (Germany)", "English (United Kingdom)"]);
    await waitFor(() => expect(requestsTo(seen, "/locales/reorder", "PATCH")).toHaveLength(1), WAIT);
    expect(await requestsTo(seen, "/locales/reorder", "PATCH")[0]?.body).toEqual({
      ids: [1, 5, 2, 3, 4, ...SEEDED_IDS.slice(5)],
    });
    // Dropped on itself or without a drag: nothing is sent.
    fireEvent.drop(rowOf("English (Canada)"));
    fireEvent.dragStart(rowOf("English (Canada)"));
    fireEvent.drop(rowOf("English (Canada)"));
    await waitFor(() => expect(cellsOf("German (Germany)")[0]).toBe("2"), WAIT);
    expect(requestsTo(seen, "/locales/reorder", "PATCH")).toHaveLength(1);
  });

  it("puts the old order back and says so when the new one cannot be saved", async () => {
    await openLocales();
    const { held, release } = gate();
    server.use(
      http.patch(apiPath("/locales/reorder"), async () => {
        await held;
        return fail(409, "The order changed meanwhile");
      }),
    );
    fireEvent.click(moveButton("English (Australia)", "up"));
    expect(names().slice(2, 4)).toEqual(["English (Australia)", "English (Canada)"]);
    act(() => release());
    expect(await toastWith("The new order was not saved")).toBeInTheDocument();
    expect(await screen.findByText("The order changed meanwhile", undefined, WAIT)).toBeInTheDocument();
    await waitForNames(FIRST_FIVE);
  });

  it("says when the list cannot be read, and reads it again on Try again", async () => {
    let refuse = true;
    server.use(
      http.get(apiPath("/locales/list"), ({ request }) =>
        refuse && new URL(request.url).searchParams.get("with_counts") === "true"
          ? fail(400, "Counting is paused")
          : undefined,
      ),
    );
    await signInAs("admin");
    await renderApp("/locales");
    expect(await screen.findByText("Could not load the list", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText("Counting is paused")).toBeInTheDocument();
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: /Try again/ }));
    await waitForNames(FIRST_FIVE);
  });

  it.each(["operator", "robot"])("keeps %s out: access denied and no locale read", async (login) => {
    await signInAs(login);
    const seen = recordRequests();
    await renderApp("/locales");
    expect(await screen.findByText("Access denied", {}, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, "/locales/list")).toHaveLength(0);
  });

  it("lets the OWNER in too", async () => {
    await openLocales("owner");
    expect(screen.getByRole("button", { name: /Add locale/ })).toBeInTheDocument();
  });
});
