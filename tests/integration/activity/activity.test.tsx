import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { users } from "@/mocks/db";
import {
  activityRow,
  entries,
  expectWhoAndWhen,
  lastEntry,
  modal,
  openActivity,
  openPage,
  rowOf,
  SLOW,
  WAIT,
} from "./harness";

const userByLogin = (login: string) => {
  const user = users.find((u) => u.login === login);
  if (!user) throw new Error(`no user ${login}`);
  return user;
};

describe("the activity log", { timeout: SLOW }, () => {
  it("lists an owner's delete with who and when, and the entry's link opens the record", async () => {
    const { router } = await openPage("owner");
    fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Delete pi-lviv-01"));
    const confirm = await modal("Delete server pi-lviv-01?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await screen.findByText("Server deleted", {}, WAIT);

    await waitFor(() => expect(lastEntry()).toMatchObject({ action: "delete", resource: "servers" }), WAIT);
    const entry = lastEntry();
    expect(entry).toMatchObject({ record_id: "1", record_label: "pi-lviv-01", author_login: "owner" });
    await openActivity(router);
    const row = await activityRow("pi-lviv-01", "Deleted");
    expectWhoAndWhen(row, entry, "Deleted");
    expect(within(row).getByText("Servers")).toBeInTheDocument();

    // The record cell is a link to the record itself; the rest of the row opens the entry's details.
    const cellLink = within(row).getByRole("link", { name: "Open pi-lviv-01" });
    expect(cellLink.getAttribute("href")).toBe("/servers/list?open=1");
    fireEvent.click(within(row).getByText("Servers"));
    const drawer = await screen.findByRole("dialog", {}, WAIT);
    // The details' record field and the link below them both open it.
    const links = await within(drawer).findAllByRole("link", { name: "Open pi-lviv-01" }, WAIT);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(links.map(() => "/servers/list?open=1"));
  });

  it("records a role change, shown in the user's History and in the list", async () => {
    const { router } = await openPage("owner", "/users?list=users&q=operator", "operator");
    fireEvent.click(within(rowOf("operator")).getByRole("button", { name: "Details of operator" }));
    const dialog = await modal("User operator");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Give the Administrator role" }, WAIT));

    const history = await within(dialog).findByRole("region", { name: "History" }, WAIT);
    await within(history).findByText(/Olena Kovalenko · Role given/, {}, WAIT);
    const entry = lastEntry();
    expect(entry).toMatchObject({
      resource: "users",
      action: "role_add",
      record_id: userByLogin("operator").uuid,
      details: "ADMIN",
      changes: [{ field: "roles", old: '["USER"]', new: '["USER","ADMIN"]' }],
    });

    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await openActivity(router);
    expectWhoAndWhen(await activityRow("operator", "Role given"), entry, "Role given");
  });

  it("records an update's old and new values and never the secret typed with it", async () => {
    const { router } = await openPage("admin", "/sms-service/list", "SMS Relay");
    fireEvent.click(within(rowOf("SMS Relay")).getByRole("button", { name: "Edit SMS Relay" }));
    const dialog = await modal("Edit SMS Relay");
    fireEvent.change(within(dialog).getByLabelText("Priority"), { target: { value: "7" } });
    fireEvent.change(within(dialog).getByLabelText("API key"), { target: { value: "sk-never-logged-42" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Service SMS Relay saved", {}, WAIT);

    await waitFor(() => expect(lastEntry()).toMatchObject({ action: "update", resource: "sms-services" }), WAIT);
    const entry = lastEntry();
    expect(entry.record_label).toBe("SMS Relay");
    expect(entry.changes).toContainEqual(expect.objectContaining({ field: "priority", new: 7 }));
    expect(entry.changes.map((c) => c.field)).not.toContain("apiKey");
    await openActivity(router);
    const row = await activityRow("SMS Relay", "Changed");
    expectWhoAndWhen(row, entry, "Changed");
    expect(JSON.stringify(entries())).not.toContain("sk-never-logged-42");
    expect(document.body.textContent).not.toContain("sk-never-logged-42");
  });
});
