import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { machinesApi } from "@/api/endpoints/machines";
import { faults } from "@/mocks/node";
import { renderApp, signInAs } from "../../support/renderApp";
import { FETCH_ERROR, FIRST_RENDER, recordRequests, resetTablePreferences, SLOW } from "./harness";

/** The card's disclosure button, found by its title text (role queries with names are slow under antd). */
const toggleOf = (title: HTMLElement): HTMLElement => {
  const button = title.closest<HTMLElement>("button");
  if (!button) throw new Error("the boards title is not inside its toggle button");
  return button;
};

const findToggle = async (): Promise<HTMLElement> =>
  toggleOf(await screen.findByText("ADB Raspberry Pi boards", {}, { timeout: FIRST_RENDER }));

const boardsCard = (): HTMLElement => {
  const card = toggleOf(screen.getByText(/^ADB Raspberry Pi boards/)).closest<HTMLElement>(".ant-card");
  if (!card) throw new Error("boards card not found");
  return card;
};

const boardsRequests = (seen: readonly URL[]): URL[] =>
  seen.filter((u) => u.pathname.endsWith("/machines/adbRaspberryPi"));

describe("adb Raspberry Pi boards card", { timeout: SLOW }, () => {
  resetTablePreferences();

  it("stays collapsed without a call, then lists every board on opening", async () => {
    await signInAs("admin");
    const boards = (await machinesApi.adbRaspberryPi()).list;
    const seen = recordRequests();
    await renderApp("/machines");
    const toggle = await findToggle();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(boardsRequests(seen)).toEqual([]);
    // Not even hidden: a table measures the page's layout when it mounts.
    expect(boardsCard().querySelector(".ant-table")).toBeNull();

    fireEvent.click(toggle);
    await waitFor(
      () => expect(boardsCard().querySelectorAll(".ant-table-tbody tr.ant-table-row")).toHaveLength(boards.length),
      {
        timeout: 10_000,
      },
    );
    expect(boardsRequests(seen)).toHaveLength(1);
    expect(toggleOf(screen.getByText(`ADB Raspberry Pi boards (${boards.length})`))).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const first = boards[0];
    if (!first) throw new Error("no boards");
    const row = boardsCard().querySelector<HTMLElement>(".ant-table-tbody tr.ant-table-row");
    const cells = [...(row?.querySelectorAll("td") ?? [])].map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      first.rpiId,
      first.ip,
      String(first.port),
      first.status === "ONLINE" ? "Online" : "Offline",
      String(first.machinesCount),
    ]);
    expect(cells[5]).toMatch(/^\d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{2}:\d{2}$/);
  });

  it("logs a failed boards fetch, toasts the machines error and retries", async () => {
    await signInAs("admin");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderApp("/machines");
    const toggle = await findToggle();
    faults.failNext(1, { status: 404, path: "/machines/adbRaspberryPi" });
    fireEvent.click(toggle);
    expect(
      await screen.findByText(FETCH_ERROR, { selector: ".ant-notification-notice-message" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(logged.mock.calls.some(([first]) => String(first).includes("machines: boards"))).toBe(true);
    logged.mockRestore();

    fireEvent.click(within(boardsCard()).getByText("Try again"));
    await waitFor(
      () => expect(boardsCard().querySelectorAll(".ant-table-tbody tr.ant-table-row").length).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    );
  });
});
