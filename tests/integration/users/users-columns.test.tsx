import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readText } from "@/lib/readText";
import { useUiStore } from "@/state/ui";
import { captureDownloads, type SavedFile } from "../../support/downloads";
import { openUsers, SLOW, WAIT } from "./harness";

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const headers = () =>
  [...document.querySelectorAll<HTMLElement>(".ant-table-thead th:not(.ant-table-selection-column)")].map((th) =>
    th.textContent?.trim(),
  );

const chooser = async () => {
  fireEvent.click(await screen.findByRole("button", { name: /^Columns/ }, WAIT));
  return screen.findByRole("group", { name: "Shown columns" }, WAIT);
};

/** Column chooser on a declared list: the user picks the columns, per user and list. */
describe("Column chooser of a declared list (/users)", { timeout: SLOW }, () => {
  it("hides a column, keeps the one naming the row, remembers the choice per user, and exports what shows", async () => {
    await openUsers();
    const group = await chooser();
    expect(within(group).getByRole("checkbox", { name: "Login" })).toBeDisabled();
    fireEvent.click(within(group).getByRole("checkbox", { name: "E-mail" }));
    await waitFor(() => expect(headers()).not.toContain("E-mail"));
    expect(headers()).toEqual(["Picture", "Login", "Name", "Surname", "Status", "Roles", "Actions"]);
    expect(screen.getByRole("button", { name: /^Columns \(6\/7\)$/ })).toBeInTheDocument();
    const stored = Object.entries(useUiStore.getState().hiddenColumns);
    expect(stored).toEqual([[expect.stringMatching(/^[\w-]+:users$/), ["email"]]]);

    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await screen.findByText(/^Exported \d+ rows$/, { selector: ".ant-notification-notice-message" }, WAIT);
    const text = await readText(saved[0]?.blob ?? new Blob());
    expect(text.split("\r\n")[0]).toBe("Login,Name,Surname,Status,Roles");

    // Moved twice: past the hidden E-mail, then before Surname.
    fireEvent.click(within(group).getByRole("button", { name: "Move Status left" }));
    fireEvent.click(within(group).getByRole("button", { name: "Move Status left" }));
    await waitFor(() =>
      expect(headers()).toEqual(["Picture", "Login", "Name", "Status", "Surname", "Roles", "Actions"]),
    );
    expect(within(group).getByRole("button", { name: "Move Picture left" })).toBeDisabled();

    // The chooser stays open beside the list until the user clicks elsewhere.
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    await waitFor(() =>
      expect(headers()).toEqual(["Picture", "Login", "Name", "Surname", "E-mail", "Status", "Roles", "Actions"]),
    );
  });
});
