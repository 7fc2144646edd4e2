import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { HttpHandler } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { server } from "@/mocks/node";
import { i18n } from "@/providers/i18n";
import { registry } from "@/registry";
import type { ResourceDeclaration } from "@/registry/types";
import { renderApp, signInAs } from "../../support/renderApp";
import { buttonByText, DENIED, header, nameCells } from "./helpers";

/**
 * docs/resources.md's worked example, built from the page's own code blocks (```lang file=…):
 * the declaration file is written out and imported, the registry line and the mock's call are
 * applied as written, the translations loaded. Whatever works below works for anyone who follows
 * the page, and an edit of the page that breaks the example fails here.
 */
const DOC = readFileSync(path.resolve(process.cwd(), "docs/resources.md"), "utf8");
const BLOCK = /```(\w+) file=(\S+)\n([\s\S]*?)```/g;
const blocks = new Map([...DOC.matchAll(BLOCK)].map((m) => [m[2] ?? "", m[3] ?? ""]));
const block = (file: string): string => {
  const code = blocks.get(file);
  if (code === undefined) throw new Error(`docs/resources.md has no code block for ${file}`);
  return code;
};

// Written under tests/ so the "@/..." imports of the blocks resolve as in src/.
const OUT = path.resolve(process.cwd(), "tests/.doc-example");

const writeModule = (name: string, code: string): string => {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  writeFileSync(file, code);
  return file;
};

let spares: ResourceDeclaration;
let handlers: HttpHandler[];

beforeAll(async () => {
  spares = (
    (await import(writeModule("spares.tsx", block("src/registry/areas/spares.tsx")))) as {
      spares: ResourceDeclaration;
    }
  ).spares;
  const mock = writeModule(
    "handlers.ts",
    `import { restArea } from "@/mocks/restArea";\nexport const handlers = [\n${block("src/mocks/handlers/index.ts")}];\n`,
  );
  handlers = ((await import(mock)) as { handlers: HttpHandler[] }).handlers;
  // The registry line, as the page writes it: one name in the list.
  expect(block("src/registry/index.tsx").trim()).toBe(`${spares.name},`);
  registry.push(spares);
  const nav = JSON.parse(block("public/translations/en/nav.json")) as object;
  const section = JSON.parse(block("public/translations/en/spares.json")) as object;
  i18n.addResourceBundle("en", "translation", { nav, spares: section }, true, true);
});

afterAll(() => {
  registry.splice(registry.indexOf(spares), 1);
});

const open = async (login: string, at = "/spares") => {
  server.use(...handlers);
  await signInAs(login);
  const view = await renderApp(at);
  await waitFor(() => expect(nameCells()[0]).toBe("HDD 2 TB"), { timeout: 20000 });
  return view;
};

const row = (name: string): HTMLElement => {
  const tr = screen.getByText(name, { selector: ".ant-table-tbody td *" }).closest("tr");
  if (!tr) throw new Error(`no row ${name}`);
  return tr;
};

describe("the worked example of docs/resources.md", () => {
  it("takes three source files and the translations", () => {
    expect([...blocks.keys()].filter((file) => file.startsWith("src/"))).toEqual([
      "src/registry/areas/spares.tsx",
      "src/registry/index.tsx",
      "src/mocks/handlers/index.ts",
    ]);
  });

  it("is listed with its declared columns, kinds, sort, search and filter", async () => {
    const { router } = await open("admin");
    expect(screen.getByRole("heading", { name: "Spare parts" })).toBeInTheDocument();
    for (const title of ["Name", "Kind", "In stock", "In use"]) expect(header(title)).toBeInTheDocument();
    expect(nameCells()).toEqual(["HDD 2 TB", "SSD 512 GB", "USB-C cable"]);
    expect(within(row("SSD 512 GB")).getByText("Disk")).toBeInTheDocument();
    expect(within(row("USB-C cable")).getByText("Yes")).toBeInTheDocument();

    fireEvent.click(header("In stock"));
    await waitFor(() => expect(nameCells()).toEqual(["HDD 2 TB", "SSD 512 GB", "USB-C cable"]));
    fireEvent.click(header("In stock"));
    await waitFor(() => expect(nameCells()).toEqual(["USB-C cable", "SSD 512 GB", "HDD 2 TB"]));
    expect(router.state.location.search).toContain("stock");

    fireEvent.mouseDown(screen.getByLabelText("Kind", { selector: "input" }));
    fireEvent.click(await screen.findByText("Cable", { selector: ".ant-select-item-option-content" }));
    await waitFor(() => expect(nameCells()).toEqual(["USB-C cable"]), { timeout: 10000 });
    expect(router.state.location.search).toContain("kind=cable");

    fireEvent.change(screen.getByPlaceholderText("Search parts"), { target: { value: "SSD" } });
    await waitFor(() => expect(screen.getByText("No part matches “SSD”.")).toBeInTheDocument(), { timeout: 10000 });
  }, 60_000);

  it("adds, refuses an empty name with the form's message, edits and deletes through the declared calls", async () => {
    await open("owner");
    fireEvent.click(buttonByText("Add"));
    const form = (await screen.findByText("New entry", { selector: ".ant-modal-title" })).closest(
      ".ant-modal-content",
    ) as HTMLElement;
    fireEvent.click(buttonByText("Save", form));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "SATA cable" } });
    fireEvent.change(within(form).getByLabelText("In stock"), { target: { value: "7" } });
    fireEvent.click(buttonByText("Save", form));
    await waitFor(() => expect(nameCells()).toContain("SATA cable"), { timeout: 20000 });

    fireEvent.click(within(row("SATA cable")).getByLabelText("Edit SATA cable"));
    const edit = (await screen.findByText("Edit entry", { selector: ".ant-modal-title" })).closest(
      ".ant-modal-content",
    ) as HTMLElement;
    await waitFor(() => expect((within(edit).getByLabelText("In stock") as HTMLInputElement).value).toBe("7"));
    fireEvent.change(within(edit).getByLabelText("In stock"), { target: { value: "9" } });
    fireEvent.click(buttonByText("Save", edit));
    await waitFor(() => expect(within(row("SATA cable")).getByText("9")).toBeInTheDocument(), { timeout: 20000 });

    fireEvent.click(within(row("SATA cable")).getByLabelText("Delete SATA cable"));
    const confirm = (await screen.findByText("Delete this entry?")).closest(".ant-modal-content") as HTMLElement;
    fireEvent.click(buttonByText("Delete", confirm));
    await waitFor(() => expect(nameCells()).not.toContain("SATA cable"), { timeout: 20000 });
  }, 90_000);

  it("keeps out a role the declaration does not name, and offers delete only with delete:servers", async () => {
    server.use(...handlers);
    await signInAs("operator");
    await renderApp("/spares");
    expect(await screen.findByText(DENIED, {}, { timeout: 20000 })).toBeInTheDocument();
    await open("admin");
    expect(within(row("SSD 512 GB")).getByLabelText("Edit SSD 512 GB")).toBeInTheDocument();
    expect(within(row("SSD 512 GB")).queryByLabelText("Delete SSD 512 GB")).toBeNull();
  }, 60_000);
});
