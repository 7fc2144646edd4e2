import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { serversApi } from "@/api/endpoints/servers";
import { asDesktop, dialogTitled, LOAD, openPage, requestsTo, rowOf, type } from "./harness";

const SLOW = 60_000;
asDesktop();

const editFirst = async () => {
  fireEvent.click(within(rowOf("pi-lviv-01")).getByLabelText("Edit pi-lviv-01"));
  const dialog = await dialogTitled("Edit server pi-lviv-01");
  await within(dialog).findByLabelText("Name", {}, LOAD);
  return dialog;
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
/** Another user's save, behind this console's back. */
const elsewhere = async (change: { description?: string; name?: string }) => {
  const stored = await serversApi.one(1);
  await serversApi.update(1, { ...stored, ...change });
};
/** The dialog's own writes: those after the other user's. */
const writes = (seen: Parameters<typeof requestsTo>[0]) => requestsTo(seen, "PUT", "/servers/update").slice(1);
const review = () => dialogTitled("Someone else saved this entry while you were editing");
/** The review's row of one field: its label, the value at the opening, theirs, yours. */
const reviewRow = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: "td" }).closest("tr") as HTMLElement;

/** The review the dialog's save opens when this user and another both changed the description. */
const bothChangedDescription = async () => {
  const { seen } = await openPage("admin");
  const dialog = await editFirst();
  await elsewhere({ description: "theirs" });
  type(within(dialog).getByLabelText("Description"), "mine");
  save(dialog);
  return { seen, dialog, conflict: await review() };
};

describe("server dialog: two people editing one server", { timeout: SLOW }, () => {
  it("shows what the other changed before writing, and Merge keeps both changes", async () => {
    const { seen } = await openPage("admin");
    const before = await serversApi.one(1);
    const dialog = await editFirst();
    await elsewhere({ description: "their description" });
    type(within(dialog).getByLabelText("Name"), "pi-lviv-01-mine");
    save(dialog);

    const conflict = await review();
    const row = reviewRow(conflict, "Description");
    const cells = [...row.querySelectorAll("td")].map((td) => td.textContent);
    expect(cells.slice(0, 4)).toEqual([
      "Description",
      before.description || "—",
      "their description",
      before.description || "—",
    ]);
    // Nothing is written while the user decides.
    expect(writes(seen)).toHaveLength(0);
    fireEvent.click(within(conflict).getByRole("button", { name: "Merge and save" }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1), LOAD);
    const body = (await writes(seen)[0]?.body) as { name: string; description: string };
    expect(body).toMatchObject({ name: "pi-lviv-01-mine", description: "their description" });
    await waitFor(
      async () =>
        expect(await serversApi.one(1)).toMatchObject({ name: "pi-lviv-01-mine", description: "their description" }),
      LOAD,
    );
  });

  it("asks for a field both changed, and writes the choice: keep mine or take theirs", async () => {
    const { seen, conflict } = await bothChangedDescription();
    const merge = within(conflict).getByRole("button", { name: "Merge and save" });
    expect(merge).toBeDisabled();
    fireEvent.click(within(reviewRow(conflict, "Description")).getByText("Keep mine"));
    await waitFor(() => expect(merge).toBeEnabled());
    fireEvent.click(merge);
    await waitFor(() => expect(writes(seen)).toHaveLength(1), LOAD);
    expect(await writes(seen)[0]?.body).toMatchObject({ description: "mine" });
  });

  it("is decided with the keyboard alone: Tab to a choice, Space, Tab to Merge and save, Enter", async () => {
    const { seen, conflict } = await bothChangedDescription();
    const user = userEvent.setup();
    const tabTo = async (target: HTMLElement) => {
      for (let i = 0; i < 20 && document.activeElement !== target; i++) await user.tab();
      expect(target).toHaveFocus();
    };
    await tabTo(within(reviewRow(conflict, "Description")).getByRole("radio", { name: "Keep mine" }));
    await user.keyboard(" ");
    const merge = within(conflict).getByRole("button", { name: "Merge and save" });
    await waitFor(() => expect(merge).toBeEnabled());
    await tabTo(merge);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(writes(seen)).toHaveLength(1), LOAD);
    expect(await writes(seen)[0]?.body).toMatchObject({ description: "mine" });
  });

  it("writes nothing when the user goes back to the form, which keeps what they typed", async () => {
    const { seen, dialog, conflict } = await bothChangedDescription();
    fireEvent.click(within(conflict).getByRole("button", { name: "Back to the form" }));
    await waitFor(() => expect(screen.queryByText("Someone else saved this entry while you were editing")).toBeNull());
    expect(within(dialog).getByLabelText("Description")).toHaveValue("mine");
    expect(writes(seen)).toHaveLength(0);
  });

  it("says a server deleted meanwhile is gone, keeps the typed input and can add it again", async () => {
    const { seen } = await openPage("owner");
    const dialog = await editFirst();
    type(within(dialog).getByLabelText("Name"), "pi-lviv-01-again");
    await serversApi.remove(1);
    save(dialog);
    await within(dialog).findByText("This entry was deleted while you were editing", {}, LOAD);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("pi-lviv-01-again");
    expect(requestsTo(seen, "PUT", "/servers/update")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add it again" }));
    await waitFor(() => expect(requestsTo(seen, "POST", "/servers/add")).toHaveLength(1), LOAD);
    expect(await requestsTo(seen, "POST", "/servers/add")[0]?.body).toMatchObject({ name: "pi-lviv-01-again" });
  });

  it("saves at once when nobody else changed the server", async () => {
    const { seen } = await openPage("admin");
    const dialog = await editFirst();
    type(within(dialog).getByLabelText("Description"), "only mine");
    save(dialog);
    await waitFor(() => expect(requestsTo(seen, "PUT", "/servers/update")).toHaveLength(1), LOAD);
    expect(screen.queryByText("Someone else saved this entry while you were editing")).toBeNull();
  });
});
