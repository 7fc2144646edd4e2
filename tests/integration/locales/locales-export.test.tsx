import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readText } from "@/lib/readText";
import { captureDownloads, type SavedFile } from "../../support/downloads";
import { bodyRows, openLocales, SLOW, WAIT } from "./harness";

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});

const headers = () =>
  [...document.querySelectorAll<HTMLElement>(".ant-table-thead th")].map((th) => th.textContent?.trim());

/** On /locales, a list the page holds whole and searches itself, Export writes what it shows. */
describe("Locales' Export and Columns (/locales)", { timeout: SLOW }, () => {
  it("exports the searched locales as shown, and hides a column", async () => {
    await openLocales();
    const search = screen.getByPlaceholderText("Search by name or code");
    fireEvent.change(search, { target: { value: "german" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
    await waitFor(() => expect(bodyRows().length).toBeLessThan(20), WAIT);
    const shown = bodyRows().length;

    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await screen.findByText(`Exported ${shown} rows`, { selector: ".ant-notification-notice-message" }, WAIT);
    const lines = (await readText(saved[0]?.blob ?? new Blob())).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(shown + 1);
    expect(lines.slice(1).every((line) => /german/i.test(line))).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: /^Columns/ }));
    const group = await screen.findByRole("group", { name: "Shown columns" }, WAIT);
    fireEvent.click(screen.getByRole("checkbox", { name: "Proxy configs" }));
    await waitFor(() => expect(headers()).not.toContain("Proxy configs"));
    expect(group).toBeInTheDocument();
  });
});
