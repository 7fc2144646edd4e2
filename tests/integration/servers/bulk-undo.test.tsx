import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UNDO } from "@/config";
import { faults } from "@/mocks/faults";
import { server } from "@/mocks/node";
import { apiPath } from "@/mocks/wire";
import { saveInterruptedRun } from "@/resources/views/bulkRuns";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { dialogTitled, firstColumn, LOAD, openPage, requestsTo, rowOf } from "./harness";

const SLOW = 60_000;

const tick = (name: string) => fireEvent.click(within(rowOf(name)).getByRole("checkbox", { name: "Select row" }));

const bar = () => screen.getByRole("region", { name: "Selected rows" });

const deleteSelected = async (count: number) => {
  await screen.findByRole("region", { name: "Selected rows" }, LOAD);
  fireEvent.click(within(bar()).getByRole("button", { name: `Delete ${count} selected` }));
  const confirm = await dialogTitled(`Delete ${count} selected?`);
  fireEvent.click(within(confirm).getByRole("button", { name: `Delete ${count} selected` }));
};

const auditWrites = async (seen: Parameters<typeof requestsTo>[0]) =>
  Promise.all(requestsTo(seen, "POST", "/audit/create").map((r) => r.body)) as Promise<
    { action: string; record_id: string | null; details: string | null }[]
  >;

/** Bulk deletes that hold: undoable as one batch, logged row by row, and told when the session ends. */
describe("bulk delete, undo and the session (/servers)", { timeout: SLOW }, () => {
  afterEach(() => {
    UNDO.windowMs = 0;
    faults.reset();
    localStorage.removeItem("bulk-interrupted:servers");
    vi.useRealTimers();
  });

  it("takes the rows out at once with one Undo for the batch; Undo sends nothing, letting it run sends one call per row and logs each", async () => {
    UNDO.windowMs = 5_000;
    const { seen } = await openPage("owner");
    followingFakeClock();
    const [first = "", second = "", third = ""] = firstColumn();
    for (const name of [first, second, third]) tick(name);
    await deleteSelected(3);
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Undo" })).toHaveLength(1), LOAD);
    await waitFor(() => expect(firstColumn()).not.toContain(first), LOAD);
    expect(firstColumn()).not.toContain(third);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(firstColumn()).toContain(second), LOAD);
    await passTime(5_500);
    expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(0);

    await deleteSelected(3);
    await screen.findByRole("button", { name: "Undo" }, LOAD);
    await passTime(5_000);
    expect(await screen.findByText("Done for 3 rows", {}, LOAD)).toBeInTheDocument();
    expect(requestsTo(seen, "DELETE", "/servers").map((r) => r.url.searchParams.get("id"))).toEqual(["1", "2", "3"]);
    await waitFor(async () => expect(await auditWrites(seen)).toHaveLength(4), LOAD);
    const entries = await auditWrites(seen);
    expect(entries.filter((e) => e.record_id !== null).map((e) => e.record_id)).toEqual(["1", "2", "3"]);
    expect(entries.find((e) => e.record_id === null)?.details).toBe("Delete 3 selected: 3 of 3 done, 0 failed");
  });

  it("goes on after a refreshed session, and stops when the session ends, keeping which rows were done", async () => {
    const { seen } = await openPage("owner");
    const [first = "", second = "", third = "", fourth = ""] = firstColumn();
    for (const name of [first, second, third, fourth]) tick(name);
    server.use(
      http.delete(apiPath("/servers"), ({ request }) => {
        const id = new URL(request.url).searchParams.get("id");
        // The second call finds its session expired and refreshed; the third finds it gone for good.
        if (id === "2" && requestsTo(seen, "DELETE", "/servers").length === 2) faults.expireSession();
        if (id === "3") {
          faults.expireSession();
          faults.failNext(1, { status: 401, path: "/auth/refreshToken" });
        }
        return undefined;
      }),
    );
    await deleteSelected(4);
    await waitFor(() => expect(localStorage.getItem("bulk-interrupted:servers")).not.toBeNull(), LOAD);
    const stored = JSON.parse(localStorage.getItem("bulk-interrupted:servers") ?? "{}") as {
      action: string;
      done: string[];
      left: { name: string }[];
    };
    expect(stored.action).toBe("Delete 4 selected");
    expect(stored.done).toEqual([first, second]);
    expect(stored.left.map((l) => l.name)).toEqual([third, fourth]);
    expect(requestsTo(seen, "DELETE", "/servers").map((r) => r.url.searchParams.get("id"))).not.toContain("4");
  });

  it("after the new sign-in, the list tells which rows of the cut-short run were done and selects the rest again", async () => {
    saveInterruptedRun("servers", {
      action: "Delete 4 selected",
      done: ["pi-kyiv-01", "pi-kyiv-02"],
      left: [{ key: 3, name: "pi-lviv-01", row: { id: 3, name: "pi-lviv-01" } }],
    });
    await openPage("owner");
    const notice = await within(await screen.findByRole("region", { name: "Selected rows" }, LOAD)).findByRole(
      "alert",
      {},
      LOAD,
    );
    expect(notice).toHaveTextContent("Your session ended while “Delete 4 selected” ran");
    expect(notice).toHaveTextContent("Done (2): pi-kyiv-01, pi-kyiv-02");
    expect(notice).toHaveTextContent("Not done, selected again (1): pi-lviv-01");
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();
    expect(localStorage.getItem("bulk-interrupted:servers")).toBeNull();
  });
});
