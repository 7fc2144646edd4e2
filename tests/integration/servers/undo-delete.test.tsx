import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNDO } from "@/config";
import { http } from "msw";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { dialogTitled, LOAD, openPage, requestsTo, rowOf } from "./harness";
import { followingFakeClock, passTime } from "../../support/fakeTimers";

const SLOW = 60_000;

const deleteFirst = async () => {
  fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Delete pi-lviv-01"));
  const confirm = await dialogTitled("Delete server pi-lviv-01?");
  fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
};

const undoToast = () =>
  screen.findByText(/^Deleted\. Undo within \d s$/, { selector: ".ant-notification-notice-message" }, LOAD);

/**
 * Undo on a list whose deletes ask for confirmation: the dialog, then 5 s to undo. The
 * window runs on a fake clock once the page is open: its passing is a jump, not a real wait.
 */
describe("undoable deletes (/servers)", { timeout: SLOW }, () => {
  beforeEach(() => {
    UNDO.windowMs = 5_000;
  });
  afterEach(() => {
    UNDO.windowMs = 0;
    vi.useRealTimers();
  });

  it("hides the row at once, sends nothing while Undo is offered, and Undo brings the row back", async () => {
    const { seen } = await openPage("owner");
    followingFakeClock();
    await deleteFirst();
    expect(await undoToast()).toHaveTextContent("Deleted. Undo within 5 s");
    await waitFor(() => expect(screen.queryByText("pi-lviv-01")).toBeNull(), LOAD);
    await passTime(1_000);
    await waitFor(() => expect(screen.getByText(/^Deleted\. Undo within [1-4] s$/)).toBeInTheDocument(), LOAD);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Not deleted", {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText("pi-lviv-01", {}, LOAD)).toBeInTheDocument();
    await passTime(5_500);
    expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(0);
    expect(screen.getByText("pi-lviv-01")).toBeInTheDocument();
  });

  it("sends exactly one delete when the time runs out", async () => {
    UNDO.windowMs = 1_000;
    const { seen } = await openPage("owner");
    followingFakeClock();
    await deleteFirst();
    await undoToast();
    expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(0);
    await passTime(1_000);
    expect(await screen.findByText("Server deleted", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(screen.queryByText("pi-lviv-01")).toBeNull();
  });

  it("brings the row back with the server's words when the delete fails", async () => {
    UNDO.windowMs = 1_000;
    await openPage("owner");
    server.use(http.delete(apiPath("/servers"), () => fail(409, "The server still has machines"), { once: true }));
    followingFakeClock();
    await deleteFirst();
    await undoToast();
    await waitFor(() => expect(screen.queryByText("pi-lviv-01")).toBeNull(), LOAD);
    await passTime(1_000);
    expect(await screen.findByText("The server still has machines", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText("pi-lviv-01", {}, LOAD)).toBeInTheDocument();
  });

  it("sends the delete at once when the user leaves the page", async () => {
    const { seen, router } = await openPage("owner");
    await deleteFirst();
    await undoToast();
    await router.navigate("/machines");
    await waitFor(() => expect(requestsTo(seen, "DELETE", "/servers")).toHaveLength(1), { timeout: 2_000 });
    expect(await screen.findByText("Server deleted", {}, LOAD)).toBeInTheDocument();
  });
});
