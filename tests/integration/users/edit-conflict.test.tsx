// The user detail's edit form is written by hand (no declared form): it gets the same check through the shared hook.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEndpoints } from "@/api/endpoints/users";
import { broker } from "@/mocks/stomp";
import { recordChannel } from "@/registry/types";
import { inRow, modal, openUsers, requestsTo, SLOW, userByLogin, WAIT } from "./harness";

const REVIEW = "Someone else saved this entry while you were editing";

const openDetail = async (login: string) => {
  const view = await openUsers(`/users?list=users&q=${login}`);
  await waitFor(() => expect(inRow(login).getByText(login)).toBeInTheDocument(), WAIT);
  fireEvent.click(inRow(login).getByRole("button", { name: `Details of ${login}` }));
  const dialog = await modal(`User ${login}`);
  await within(dialog).findByLabelText("Surname", {}, WAIT);
  return { ...view, dialog };
};

const updates = (seen: Parameters<typeof requestsTo>[0]) => requestsTo(seen, "/users/update", "POST");
const rowCells = (scope: HTMLElement, label: string) =>
  [...(within(scope).getByText(label, { selector: "td" }).closest("tr")?.querySelectorAll("td") ?? [])].map(
    (td) => td.textContent,
  );

describe("user detail form: two people editing one user", { timeout: SLOW }, () => {
  it("shows the other's change before writing and the merge sends both", async () => {
    const { seen, dialog } = await openDetail("operator");
    const { uuid, name } = userByLogin("operator");
    await userEndpoints.update(uuid, { name: "Emilia" });
    const before = updates(seen).length;
    fireEvent.change(within(dialog).getByLabelText("Surname"), { target: { value: "Carter-Smith" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));

    const review = await modal(REVIEW);
    expect(rowCells(review, "Name").slice(0, 4)).toEqual(["Name", name, "Emilia", name]);
    expect(updates(seen)).toHaveLength(before);
    fireEvent.click(within(review).getByRole("button", { name: "Merge and save" }));
    await waitFor(() => expect(updates(seen)).toHaveLength(before + 1), WAIT);
    expect(await updates(seen).at(-1)?.body).toEqual({ uuid, name: "Emilia", surname: "Carter-Smith" });
  });

  it("is marked at once when the live channel tells of another's save", async () => {
    const { dialog } = await openDetail("admin");
    const { uuid } = userByLogin("admin");
    await waitFor(
      () => expect(broker.publish(`/topic/${recordChannel("users")}`, { type: "probe" })).toBeGreaterThan(0),
      WAIT,
    );
    await userEndpoints.update(uuid, { surname: "Nowak-Live" });
    await within(dialog).findByText("Someone else changed this entry while you were editing", {}, WAIT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Review their changes" }));
    const review = await modal(REVIEW);
    fireEvent.click(within(review).getByRole("button", { name: "Merge into the form" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Surname")).toHaveValue("Nowak-Live"), WAIT);
    expect(screen.queryByText("Someone else changed this entry while you were editing")).toBeNull();
  });
});
