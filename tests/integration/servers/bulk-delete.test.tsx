import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { dialogTitled, firstColumn, LOAD, openPage, requestsTo, rowOf } from "./harness";

const SLOW = 60_000;

const tick = (name: string) => fireEvent.click(within(rowOf(name)).getByRole("checkbox", { name: "Select row" }));

const bar = () => screen.getByRole("region", { name: "Selected rows" });

/** Bulk delete on /servers: select rows, delete them in one go, see what failed. */
describe("bulk delete (/servers)", { timeout: SLOW }, () => {
  it("deletes three rows with one confirmation, one call each, and keeps only the failed one selected and named", async () => {
    const { seen } = await openPage("owner");
    const [first = "", second = "", third = ""] = firstColumn();
    tick(first);
    tick(second);
    tick(third);
    // The bar loads with the first selection.
    expect(
      await within(await screen.findByRole("region", { name: "Selected rows" }, LOAD)).findByText("3 selected"),
    ).toBeInTheDocument();

    server.use(
      http.delete(apiPath("/servers"), ({ request }) =>
        new URL(request.url).searchParams.get("id") === "2" ? fail(409, "The server still has machines") : undefined,
      ),
    );
    fireEvent.click(within(bar()).getByRole("button", { name: "Delete 3 selected" }));
    const confirm = await dialogTitled("Delete 3 selected?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete 3 selected" }));

    expect(await screen.findByText("2 of 3 done, 1 failed", {}, LOAD)).toBeInTheDocument();
    expect(requestsTo(seen, "DELETE", "/servers").map((r) => r.url.searchParams.get("id"))).toEqual(["1", "2", "3"]);
    const failures = within(bar()).getByRole("alert");
    expect(failures).toHaveTextContent("1 could not be done");
    expect(failures).toHaveTextContent(`${second}: The server still has machines`);
    await waitFor(() => expect(firstColumn()).not.toContain(first), LOAD);
    expect(firstColumn()).not.toContain(third);
    expect(firstColumn()).toContain(second);
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();
    expect(within(rowOf(second)).getByRole("checkbox", { name: "Select row" })).toBeChecked();
  });

  it("selects every row the list holds across its pages, then clears", async () => {
    await openPage("owner");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    await screen.findByRole("region", { name: "Selected rows" }, LOAD);
    const all = await within(bar()).findByRole("button", { name: "Select all 12 matching" });
    fireEvent.click(all);
    expect(await within(bar()).findByText("12 selected", {}, LOAD)).toBeInTheDocument();
    expect(within(bar()).getByRole("button", { name: "Delete 12 selected" })).toBeEnabled();
    fireEvent.click(within(bar()).getByRole("button", { name: "Clear selection" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Selected rows" })).toBeNull());
  });

  it("offers no selection to a user who may not delete servers", async () => {
    await openPage("admin");
    expect(screen.queryByRole("checkbox", { name: "Select all" })).toBeNull();
  });
});
