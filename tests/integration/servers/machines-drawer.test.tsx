import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serversApi } from "@/api/endpoints/servers";
import { asDesktop, LOAD, openPage, requestsTo, rowOf } from "./harness";

asDesktop();

describe("machines on a server: the drawer's own view", { timeout: 60_000 }, () => {
  it("pages and searches without touching the servers list's URL", async () => {
    const { seen, router } = await openPage("admin");
    const listUrl = router.state.location.search;

    fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Machines of pi-lviv-01"));
    const drawer = (await screen.findByText("Machines on pi-lviv-01", {}, LOAD)).closest<HTMLElement>(
      ".ant-drawer-content",
    );
    if (!drawer) throw new Error("no drawer");
    const { totalCount } = await serversApi.machines(1, { page: 1, size: 5 });
    await within(drawer).findByText(`1-5 of ${totalCount}`, {}, LOAD);
    fireEvent.click(within(drawer).getByLabelText("Next page"));
    await within(drawer).findByText(`6-10 of ${totalCount}`, {}, LOAD);
    expect(router.state.location.search).toBe(listUrl);
    expect(screen.getByText("1-5 of 12")).toBeInTheDocument();

    fireEvent.change(within(drawer).getByLabelText("Search machines"), { target: { value: "zz-no-such-machine" } });
    await within(drawer).findByText("No machines on this server", {}, LOAD);
    const last = requestsTo(seen, "GET", "/machines/list").at(-1);
    expect(last?.url.searchParams.get("server_id")).toBe("1");
    expect(last?.url.searchParams.get("page")).toBe("1");
    expect(router.state.location.search).toBe(listUrl);
  });
});
