import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "@/mocks/db";
import { faults } from "@/mocks/faults";
import { readText } from "@/lib/readText";
import { EXPORT_PAGE_SIZE } from "@/resources/views/readAllRows";
import { captureDownloads, type SavedFile } from "../../support/downloads";
import { renderApp, signInAs } from "../../support/renderApp";
import { openUsers, requestsTo, SLOW, toastWith, WAIT } from "./harness";

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const csvLines = async (file: SavedFile | undefined): Promise<string[]> => {
  const text = await readText(file?.blob ?? new Blob());
  // readText drops the BOM; the file itself starts with it (tests/unit/lib/csv.test.ts).
  return text.split("\r\n").filter(Boolean);
};

/** On a declared list, Export writes every filtered row, not only the shown page. */
describe("Export of a declared list (/users)", { timeout: SLOW }, () => {
  it("writes every row the filter and search keep, in the list's order, with the list's headers and labels", async () => {
    const { seen } = await openUsers("/users?list=users&status=ACTIVE&sort=login:desc");
    fireEvent.click(await screen.findByRole("button", { name: "Export" }, WAIT));
    await screen.findByText(/^Exported \d+ rows$/, { selector: ".ant-notification-notice-message" }, WAIT);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = await csvLines(saved[0]);
    expect(header).toBe("Login,Name,Surname,E-mail,Status,Roles");
    const active = users.filter((u) => u.status === "ACTIVE");
    expect(rows).toHaveLength(active.length);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((line) => line.includes(",Active,"))).toBe(true);
    const exported = rows.map((line) => line.split(",")[0]);
    expect(exported).toEqual(
      [...exported].sort((a, b) => (b ?? "").localeCompare(a ?? "", "en", { numeric: true, sensitivity: "base" })),
    );
    const reads = requestsTo(seen, "/users/list").filter(
      (r) => r.url.searchParams.get("size") === String(EXPORT_PAGE_SIZE),
    );
    expect(reads[0]?.url.searchParams.get("status")).toBe("ACTIVE");
    expect(reads[0]?.url.searchParams.get("sort")).toBe("login:desc");
    expect(rows.find((line) => line.split(",")[0] === "owner")).toContain("Owner");
  });

  it("offers no export of a list its search empties", async () => {
    await signInAs("owner");
    await renderApp("/users?list=users&q=nobody-is-called-this");
    await screen.findByText("No user matches “nobody-is-called-this”.", {}, WAIT);
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
  });

  it("saves nothing when cancelled while the pages are read, and says why when a read fails", async () => {
    await openUsers();
    faults.setLatency(2_000);
    fireEvent.click(await screen.findByRole("button", { name: "Export" }, WAIT));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }, WAIT));
    await waitFor(() => expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument(), WAIT);
    faults.setLatency(0);
    faults.failNext(1, { status: 400, path: "/users/list" });
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await toastWith("The export did not work");
    expect(saved).toHaveLength(0);
  });
});
