import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TIMING } from "@/config";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { faults } from "@/mocks/node";
import { machinesApi } from "@/api/endpoints/machines";
import { renderApp, signInAs } from "../../support/renderApp";
import {
  expectedNames,
  FETCH_ERROR,
  header,
  listRequests,
  machinesTable,
  recordRequests,
  resetTablePreferences,
  showOnly,
  shownNames,
  SLOW,
  FIRST_RENDER,
  UNAVAILABLE,
  waitForNames,
} from "./harness";

const DENIED =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";

const openMachines = async (login = "admin") => {
  await signInAs(login);
  const seen = recordRequests();
  const view = await renderApp("/machines");
  await screen.findByText("Machines", { selector: "h2" }, { timeout: FIRST_RENDER });
  return { seen, ...view };
};

/** Opens /machines and waits for its first page (most recently updated first). */
const openMachinesShown = async () => {
  const { seen } = await openMachines();
  await waitForNames(await expectedNames({ sort: "updated:desc" }));
  return seen;
};

/** Waits until the latest list request sends `name=value`. */
const waitForListParam = (seen: readonly URL[], name: string, value: string) =>
  waitFor(() => expect(listRequests(seen).at(-1)?.searchParams.get(name)).toBe(value), { timeout: 10_000 });

describe("machines list (/machines)", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("shows the first 5 machines (default page size, TBL-7), most recently updated first, with the total", async () => {
    const { seen } = await openMachines();
    const expected = await expectedNames({ sort: "updated:desc" });
    await waitForNames(expected);
    expect(await screen.findByText("1-5 of 400")).toBeInTheDocument();
    const first = listRequests(seen)[0];
    expect(first?.searchParams.get("page")).toBe("1");
    expect(first?.searchParams.get("size")).toBe("5");
    expect(first?.searchParams.get("sort")).toBe("updated:desc");
    expect(header("Updated")).toHaveAttribute("aria-sort", "descending");
  });

  it("searches on the server and returns to page 1", async () => {
    const seen = await openMachinesShown();
    fireEvent.click(screen.getByLabelText("Next page"));
    await waitForListParam(seen, "page", "2");

    followingFakeClock();
    fireEvent.change(screen.getByLabelText("Search machines"), { target: { value: "ded-waw" } });
    await passTime(TIMING.searchDebounceMs);
    await waitForListParam(seen, "search", "ded-waw");
    const last = listRequests(seen).at(-1);
    expect(last?.searchParams.get("page")).toBe("1");
    await waitForNames(await expectedNames({ sort: "updated:desc", search: "ded-waw" }));
    expect(shownNames().every((n) => n.startsWith("ded-waw"))).toBe(true);
  });

  it("sorts by a column header: name ascending, then descending", async () => {
    const seen = await openMachinesShown();

    fireEvent.click(header("Name"));
    await waitForListParam(seen, "sort", "name_machine:asc");
    await waitForNames(await expectedNames({ sort: "nameMachine:asc" }));
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");

    fireEvent.click(header("Name"));
    await waitForListParam(seen, "sort", "name_machine:desc");
    await waitForNames(await expectedNames({ sort: "nameMachine:desc" }));
  });

  it("pages to page 2 on the server", async () => {
    const seen = await openMachinesShown();
    fireEvent.click(screen.getByLabelText("Next page"));
    await waitForNames(await expectedNames({ sort: "updated:desc", page: 2 }));
    expect(listRequests(seen).at(-1)?.searchParams.get("page")).toBe("2");
    expect(await screen.findByText("6-10 of 400")).toBeInTheDocument();
  });

  it("filters by status through the quick filter", async () => {
    const seen = await openMachinesShown();
    const select = screen.getByLabelText("Status", { selector: "input" });
    fireEvent.mouseDown(select);
    const option = await screen.findByText("Error", { selector: ".ant-select-item-option-content" });
    fireEvent.click(option);
    await waitForListParam(seen, "status", "ERROR");
    await waitForNames(await expectedNames({ sort: "updated:desc", filters: { status: "ERROR" } }));
  });

  it("renders status tags, Android badges in their version colour and dates", async () => {
    await openMachines();
    const names = await expectedNames({ sort: "updated:desc" });
    await waitForNames(names);
    const table = machinesTable();
    const badges = [...table.querySelectorAll<HTMLElement>(".ant-tag")].filter((t) =>
      t.textContent?.startsWith("Android "),
    );
    expect(badges).toHaveLength(5);
    const colours: Record<string, string> = {
      "Android 9": "rgb(74, 99, 120)",
      "Android 10": "rgb(138, 83, 0)",
      "Android 11": "rgb(115, 57, 171)",
      "Android 12": "rgb(29, 95, 191)",
      "Android 13": "rgb(0, 113, 107)",
      "Android 14": "rgb(44, 122, 31)",
    };
    for (const badge of badges) expect(badge.style.backgroundColor).toBe(colours[badge.textContent ?? ""]);
    expect(table.textContent).toMatch(/Online|Busy|Offline|Error/);
    expect(table.textContent).toMatch(/\d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{2}:\d{2}/);
  });

  it("shows Not available for a machine without an account", async () => {
    await signInAs("admin");
    const all = await machinesApi.list({ page: 1, size: -1, filters: {} });
    const bare = all.list.find((m) => m.account === null);
    expect(bare).toBeDefined();
    recordRequests();
    await showOnly(bare?.nameMachine ?? "");
    expect(machinesTable().textContent).toContain(UNAVAILABLE);
  });

  it("logs a failed list fetch and shows the machines error toast, not refine's generic one", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    faults.failNext(1, { status: 404, path: "/machines/list" });
    await openMachines();
    expect(
      await screen.findByText(FETCH_ERROR, { selector: ".ant-notification-notice-message" }, { timeout: FIRST_RENDER }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Error \(status code/)).toBeNull();
    expect(logged.mock.calls.some(([first]) => String(first).includes("machines"))).toBe(true);
    logged.mockRestore();
  });

  it("denies an operator (USER) and makes no machines call", async () => {
    await signInAs("operator");
    const seen = recordRequests();
    await renderApp("/machines");
    expect(await screen.findByText(DENIED, {}, { timeout: FIRST_RENDER })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(seen).toEqual([]);
  });
});
