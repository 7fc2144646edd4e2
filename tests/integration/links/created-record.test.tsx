import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serversApi } from "@/api/endpoints/servers";
import { SPOTLIGHT_MS } from "@/resources/views/useRecordSpotlight";
import { asDesktop, dialogTitled, LOAD, openPage, pickOption, rowOf, type } from "../servers/harness";

const SLOW = 150_000;
asDesktop();
afterEach(() => vi.restoreAllMocks());

describe("a created record is one click away and marked in its list", { timeout: SLOW }, () => {
  it("toasts Open leading to the new server, brings its page and marks its row until the mark fades", async () => {
    const { router } = await openPage("admin");
    const before = (await serversApi.list({ page: 1, size: 10 })).totalCount;
    const pageSize = document.querySelectorAll("tr.ant-table-row").length;
    fireEvent.click(screen.getByText("Add server", { selector: "button *" }));
    const dialog = await dialogTitled("Add server");
    await pickOption(dialog, "Type", "Dedicated");
    await waitFor(() => expect(within(dialog).getByLabelText("IP address")).toBeInTheDocument());
    type(within(dialog).getByLabelText("Name"), "links-new-01");
    type(within(dialog).getByLabelText("IP address"), "10.9.9.1");
    type(within(dialog).getByLabelText("Update link"), "https://updates.example.com/bot.apk");
    fireEvent.click(within(dialog).getByText("Save").closest("button") as HTMLElement);

    const toast = (await screen.findByText("Server created", {}, LOAD)).closest(".ant-notification-notice");
    const created = (await serversApi.list({ page: 1, size: -1, search: "links-new-01" })).list[0];
    expect(within(toast as HTMLElement).getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      `/servers/list?open=${created?.id}`,
    );

    // The list is in id order: the new server is on the last page, which the list turns to.
    const last = Math.ceil((before + 1) / pageSize);
    expect(last).toBeGreaterThan(1);
    const row = await waitFor(() => rowOf("links-new-01"), LOAD);
    expect(new URLSearchParams(router.state.location.search).get("page")).toBe(String(last));
    await waitFor(() => expect(row).toHaveAttribute("aria-current", "true"), LOAD);
    expect(screen.getByText(`The record is marked on page ${last}`)).toHaveAttribute("role", "status");
    await waitFor(() => expect(rowOf("links-new-01")).not.toHaveAttribute("aria-current"), {
      timeout: SPOTLIGHT_MS + 3000,
    });
  });

  it("toasts Open after an update, which opens the record again by its link", async () => {
    const { router } = await openPage("admin");
    fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Edit pi-lviv-01"));
    const dialog = await dialogTitled("Edit server pi-lviv-01");
    type(await within(dialog).findByLabelText("Description", {}, LOAD), "opened again from its toast");
    fireEvent.click(within(dialog).getByText("Save").closest("button") as HTMLElement);
    const toast = (await screen.findByText("Server updated", {}, LOAD)).closest(".ant-notification-notice");
    const open = within(toast as HTMLElement).getByRole("link", { name: "Open" });
    expect(open).toHaveAttribute("href", "/servers/list?open=1");
    await waitFor(() => expect(document.querySelector(".ant-modal-wrap:not([style*='none'])")).toBeNull(), LOAD);
    fireEvent.click(open);
    const again = await dialogTitled("Edit server pi-lviv-01");
    expect(await within(again).findByDisplayValue("opened again from its toast", {}, LOAD)).toBeInTheDocument();
    expect(router.state.location.search).not.toContain("open=");
  });
});
