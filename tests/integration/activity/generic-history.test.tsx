import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signInAs } from "../../support/renderApp";
import { withGadgetsFixture } from "../registry/gadgets";
import { buttonByText, waitForRows } from "../registry/helpers";
import { lastEntry, SLOW, WAIT } from "./harness";

/** A declared area that exists only in tests: its details view shows a record's history like any area's. */
withGadgetsFixture();

const row = (name: string): HTMLElement => {
  const tr = screen.getByText(name, { selector: ".ant-table-tbody td, .ant-table-tbody td *" }).closest("tr");
  if (!tr) throw new Error(`no row ${name}`);
  return tr;
};

const overlay = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title, .ant-drawer-title" }, WAIT);
  const box = heading.closest<HTMLElement>(".ant-modal-content, .ant-drawer-content");
  if (!box) throw new Error(`no ${title}`);
  return box;
};

describe("a record's history in the generic details view", { timeout: SLOW }, () => {
  it("lists the edit made through the generic form: who, what and the old and new value", async () => {
    const admin = await signInAs("admin");
    await renderApp("/gadgets");
    await waitForRows("Gadget 01 alpha");
    fireEvent.click(within(row("Gadget 03")).getByLabelText("Edit Gadget 03"));
    const form = await overlay("Edit entry");
    await waitFor(() => expect((within(form).getByLabelText("Price") as HTMLInputElement).value).toBe("210"), WAIT);
    fireEvent.change(within(form).getByLabelText("Price"), { target: { value: "5" } });
    fireEvent.click(buttonByText("Save", form));
    await screen.findByText("Changes saved", {}, WAIT);
    await waitFor(
      () => expect(lastEntry()).toMatchObject({ resource: "gadgets", action: "update", record_id: "3" }),
      WAIT,
    );

    fireEvent.click(row("Gadget 03"));
    const drawer = await overlay("Entry details");
    const history = await within(drawer).findByRole("region", { name: "History" }, WAIT);
    await within(history).findByText(`${admin.name} ${admin.surname}`, { exact: false }, WAIT);
    expect(within(history).getByText(/Changed/)).toBeInTheDocument();
    expect(within(history).getByText(/price: 210 → 5/)).toBeInTheDocument();
    expect(within(history).getByRole("link", { name: "All in Activity" }).getAttribute("href")).toBe(
      "/activity?list=activity&resource=gadgets&q=Gadget+03",
    );
  });
});
