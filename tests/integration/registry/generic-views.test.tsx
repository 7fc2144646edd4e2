import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signInAs } from "../../support/renderApp";
import { DUPLICATE_NAME, GADGET_COUNT, gadgetRows, gadgets, withGadgetsFixture } from "./gadgets";
import type { ResourceDeclaration } from "@/registry/types";
import { buttonByText, nameCells, waitForRows } from "./helpers";

/** The generic show drawer, create/edit dialog and delete of a simple declared area. */
withGadgetsFixture();

const openList = async (login: string, path = "/gadgets") => {
  await signInAs(login);
  const view = await renderApp(path);
  await waitForRows("Gadget 01 alpha");
  return view;
};

const row = (name: string): HTMLElement => {
  const cell = screen.getByText(name, { selector: ".ant-table-tbody td, .ant-table-tbody td *" });
  const tr = cell.closest("tr");
  if (!tr) throw new Error(`no row ${name}`);
  return tr;
};

const dialog = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(
    title,
    { selector: ".ant-modal-title, .ant-drawer-title" },
    { timeout: 20000 },
  );
  const box = heading.closest<HTMLElement>(".ant-modal-content, .ant-drawer-content");
  if (!box) throw new Error(`no dialog ${title}`);
  return box;
};

const input = (box: HTMLElement, label: string): HTMLInputElement =>
  within(box).getByLabelText(label) as HTMLInputElement;

const type = (box: HTMLElement, label: string, value: string): void => {
  fireEvent.change(input(box, label), { target: { value } });
};

describe("generic show drawer", () => {
  it("opens from a row at the declared show route with the record from api.one, and closes back", async () => {
    const { router } = await openList("admin");
    fireEvent.click(row("Gadget 02"));
    const drawer = await dialog("Entry details");
    expect(router.state.location.pathname).toBe("/gadgets/2");
    await waitFor(() => expect(within(drawer).getByText("Gadget 02")).toBeInTheDocument());
    for (const label of ["Name", "Kind", "Price", "Active", "Notes"])
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(within(drawer).getByText("Toy")).toBeInTheDocument();
    expect(within(drawer).getByText("220")).toBeInTheDocument();
    expect(within(drawer).getByText("Yes")).toBeInTheDocument();
    expect(within(drawer).getByText("—")).toBeInTheDocument();
    fireEvent.click(within(drawer).getByLabelText("Close"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/gadgets"));
  }, 60_000);

  it("opens straight from a link to the show route", async () => {
    await signInAs("admin");
    await renderApp("/gadgets/4");
    const drawer = await dialog("Entry details");
    await waitFor(() => expect(within(drawer).getByText("Gadget 04")).toBeInTheDocument(), { timeout: 20000 });
    expect(within(drawer).getByText("No")).toBeInTheDocument();
  }, 60_000);
});

describe("generic create and edit dialog", () => {
  it("requires the required fields with translated messages, keeps the form on a 422 and marks the field", async () => {
    await openList("admin");
    fireEvent.click(buttonByText("Add"));
    const form = await dialog("New entry");
    fireEvent.click(buttonByText("Save", form));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();
    expect(await within(form).findByText("Price is required")).toBeInTheDocument();

    type(form, "Name", "Gadget 02");
    type(form, "Price", "0075");
    type(form, "Notes", "spare part");
    // NumberField strips the leading zeros (FORM-2).
    expect(input(form, "Price").value).toBe("75");
    fireEvent.click(buttonByText("Save", form));
    expect(await within(form).findByText(DUPLICATE_NAME, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(within(form).getByText("Check the highlighted fields")).toBeInTheDocument();
    expect(within(form).getByText("Validation failed")).toBeInTheDocument();
    expect(input(form, "Name").value).toBe("Gadget 02");
    expect(input(form, "Price").value).toBe("75");
    expect(input(form, "Notes").value).toBe("spare part");

    type(form, "Name", "Gadget 99");
    fireEvent.click(buttonByText("Save", form));
    expect(await screen.findByText("Entry added", {}, { timeout: 20000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(`1-10 of ${GADGET_COUNT + 1}`)).toBeInTheDocument());
    expect(gadgetRows().at(-1)).toMatchObject({
      name: "Gadget 99",
      kind: "tool",
      price: 75,
      active: true,
      notes: "spare part",
    });
  }, 60_000);

  it("limits text length with the declared max", async () => {
    await openList("admin");
    fireEvent.click(buttonByText("Add"));
    const form = await dialog("New entry");
    type(form, "Name", "x".repeat(41));
    fireEvent.click(buttonByText("Save", form));
    expect(await within(form).findByText("Name must have at most 40 characters")).toBeInTheDocument();
  }, 60_000);

  it("edits a row prefilled from api.one and saves through api.update", async () => {
    await openList("admin");
    fireEvent.click(within(row("Gadget 03")).getByLabelText("Edit Gadget 03"));
    const form = await dialog("Edit entry");
    await waitFor(() => expect(input(form, "Name").value).toBe("Gadget 03"), { timeout: 20000 });
    expect(input(form, "Price").value).toBe("210");
    type(form, "Price", "5");
    fireEvent.click(buttonByText("Save", form));
    expect(await screen.findByText("Changes saved", {}, { timeout: 20000 })).toBeInTheDocument();
    await waitFor(() => expect(within(row("Gadget 03")).getByText("5")).toBeInTheDocument());
    expect(gadgetRows().find((g) => g.id === 3)).toMatchObject({ name: "Gadget 03", price: 5, kind: "tool" });
  }, 60_000);
});

describe("the overlays a declaration names", () => {
  it("adds in a drawer and shows the declared fields in a dialog", async () => {
    const area: ResourceDeclaration = gadgets;
    const declared = { form: area.form, show: area.show };
    Object.assign(area, {
      form: { ...gadgets.form, overlay: "drawer" },
      show: { overlay: "modal", fields: ["name", "price"] },
    });
    try {
      await openList("admin");
      fireEvent.click(buttonByText("Add"));
      const drawer = await dialog("New entry");
      expect(drawer).toHaveClass("ant-drawer-content");
      fireEvent.click(buttonByText("Save", drawer));
      expect(await within(drawer).findByText("Name is required")).toBeInTheDocument();
      type(drawer, "Name", "Gadget 98");
      type(drawer, "Price", "12");
      fireEvent.click(buttonByText("Save", drawer));
      expect(await screen.findByText("Entry added", {}, { timeout: 20000 })).toBeInTheDocument();
      expect(gadgetRows().at(-1)).toMatchObject({ name: "Gadget 98", price: 12, kind: "tool" });

      fireEvent.click(row("Gadget 02"));
      const details = await dialog("Entry details");
      expect(details).toHaveClass("ant-modal-content");
      await waitFor(() => expect(within(details).getByText("Gadget 02")).toBeInTheDocument(), { timeout: 20000 });
      expect(within(details).getByText("Price")).toBeInTheDocument();
      expect(within(details).queryByText("Kind")).not.toBeInTheDocument();
    } finally {
      Object.assign(area, declared);
    }
  }, 60_000);
});

describe("the list features of a generic area", () => {
  it("hides a column from the column chooser and offers saved views", async () => {
    await openList("admin");
    expect(screen.getByRole("button", { name: /^Views/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /^Columns/ }));
    const group = await screen.findByRole("group", { name: "Shown columns" });
    fireEvent.click(within(group).getByRole("checkbox", { name: "Price" }));
    await waitFor(() =>
      expect(screen.queryByText("Price", { selector: ".ant-table-thead th, .ant-table-thead th *" })).toBeNull(),
    );
    expect(screen.getByText("Kind", { selector: ".ant-table-thead th, .ant-table-thead th *" })).toBeInTheDocument();
  }, 60_000);
});

describe("generic actions follow the permissions", () => {
  it("ADMIN (view+edit servers) may add and edit but sees no delete", async () => {
    await openList("admin");
    expect(screen.getByText("Add")).toBeInTheDocument();
    expect(within(row("Gadget 02")).getByLabelText("Edit Gadget 02")).toBeInTheDocument();
    expect(within(row("Gadget 02")).queryByLabelText("Delete Gadget 02")).toBeNull();
  }, 60_000);

  it("OWNER deletes after confirming; cancelling keeps the row", async () => {
    await openList("owner");
    fireEvent.click(within(row("Gadget 02")).getByLabelText("Delete Gadget 02"));
    const confirm = await dialog("Delete this entry?");
    fireEvent.click(buttonByText("Cancel", confirm));
    await waitFor(() => expect(screen.queryByText("Delete this entry?")).toBeNull());
    expect(gadgetRows()).toHaveLength(GADGET_COUNT);

    fireEvent.click(within(row("Gadget 02")).getByLabelText("Delete Gadget 02"));
    fireEvent.click(buttonByText("Delete", await dialog("Delete this entry?")));
    expect(await screen.findByText("Entry deleted", {}, { timeout: 20000 })).toBeInTheDocument();
    await waitFor(() => expect(nameCells()).not.toContain("Gadget 02"));
    expect(gadgetRows().some((g) => g.id === 2)).toBe(false);
  }, 60_000);
});
