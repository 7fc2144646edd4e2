import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refineResources } from "@/providers/RefineProvider";
import { navTree } from "@/components/layout/menuEntries";
import { createDataProvider } from "@/providers/data";
import { canAccess } from "@/providers/accessControl";
import { findResource, registry } from "@/registry";
import { routeTable } from "@/routing/routeTable";
import { renderApp, signInAs } from "../../support/renderApp";
import { GADGET_COUNT, gadgets, listCalls, withGadgetsFixture } from "./gadgets";
import { choosePageSize, DENIED, expectListQuery, header, nameCells, sidebarLabels, waitForRows } from "./helpers";

/**
 * The registry's promise: an admin adds a business area by declaring it once. The "gadgets" fixture
 * is only a declaration pushed into the registry; sidebar, route guard, access control, refine
 * resources and the data provider must all pick it up with no other change.
 */
withGadgetsFixture();

describe("a declared fixture resource: derived wiring", () => {
  it("is one registry entry from which routes, refine resources and access answers follow", () => {
    expect(findResource("gadgets")).toBe(gadgets);
    expect(
      routeTable()
        .filter((r) => r.resource === gadgets)
        .map((r) => r.path),
    ).toEqual(["/gadgets", "/gadgets/:id"]);
    expect(refineResources().find((r) => r.name === "gadgets")).toMatchObject({
      list: "/gadgets",
      show: "/gadgets/:id",
      meta: { label: "nav.gadgets" },
    });
  });

  it("joins the sidebar tree after the registry's other entries, for its roles only", async () => {
    const admin = await signInAs("admin");
    expect(navTree(admin).at(-1)).toEqual({ kind: "item", resource: gadgets });
    const operator = await signInAs("operator");
    expect(navTree(operator).some((e) => e.kind === "item" && e.resource === gadgets)).toBe(false);
  });

  it("answers access control from its roles and permissions", async () => {
    const expectations: [string, Record<string, boolean>][] = [
      ["owner", { list: true, create: true, edit: true, delete: true }],
      ["admin", { list: true, create: true, edit: true, delete: false }],
      ["robot", { list: false, create: false, edit: false, delete: false }],
      ["operator", { list: false, create: false, edit: false, delete: false }],
    ];
    for (const [login, answers] of expectations) {
      await signInAs(login);
      for (const [action, can] of Object.entries(answers)) {
        expect(canAccess({ resource: "gadgets", action }), `${login} ${action}`).toBe(can);
      }
    }
  });

  it("is listed by the data provider through the declared api.list, total_count included", async () => {
    await signInAs("admin");
    const provider = createDataProvider(registry);
    const page = await provider.getList({
      resource: "gadgets",
      pagination: { currentPage: 3, pageSize: 10, mode: "server" },
      sorters: [{ field: "price", order: "desc" }],
      filters: [{ field: "search", operator: "contains", value: "alpha" }],
    });
    expect(listCalls).toHaveBeenLastCalledWith({ page: 3, size: 10, sort: "price:desc", search: "alpha", filters: {} });
    // Five names carry "alpha"; page 3 of 10 is empty, the total still counts them all.
    expect(page).toEqual({ data: [], total: 5 });
  });
});

describe("a declared fixture resource in the running app", () => {
  it.each([
    ["admin", "lists", true],
    ["owner", "lists", true],
    ["operator", "does not list", false],
    ["robot", "does not list", false],
  ])(
    "%s: the sidebar %s it",
    async (login, _verb, listed) => {
      await signInAs(login);
      await renderApp("/");
      await screen.findByText("Dashboard", { selector: "h1" }, { timeout: 30000 });
      await waitFor(() => expect(sidebarLabels().length).toBeGreaterThan(0));
      expect(sidebarLabels().includes("Gadgets")).toBe(listed);
      if (listed) expect(sidebarLabels().at(-1)).toBe("Gadgets");
    },
    60_000,
  );

  it.each(["operator", "robot"])(
    "guards its route: %s sees access denied and no list call is made",
    async (login) => {
      await signInAs(login);
      const { router } = await renderApp("/gadgets");
      expect(await screen.findByText(DENIED, {}, { timeout: 30000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/gadgets");
      expect(listCalls).not.toHaveBeenCalled();
    },
    60_000,
  );

  it("lists through the data provider: first page, default sort, paging, sort cycle and search", async () => {
    await signInAs("admin");
    await renderApp("/gadgets");
    expect(await screen.findByText("Gadget shelf", { selector: "h2" }, { timeout: 30000 })).toBeInTheDocument();
    await waitForRows("Gadget 01 alpha");
    await expectListQuery({ page: 1, size: 10, sort: "name:asc", filters: {} });
    expect(nameCells()).toHaveLength(10);
    expect(screen.getByText(`1-10 of ${GADGET_COUNT}`)).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText("Next page", { selector: "button" }));
    await expectListQuery({ page: 2, size: 10, sort: "name:asc", filters: {} });
    await waitForRows("Gadget 11 alpha");

    // A new sort starts again at page 1. Prices fall as the number rises.
    fireEvent.click(header("Price"));
    await waitFor(() => expect(header("Price")).toHaveAttribute("aria-sort", "ascending"));
    await expectListQuery({ page: 1, size: 10, sort: "price:asc", filters: {} });
    await waitForRows("Gadget 23");
    fireEvent.click(header("Price"));
    await expectListQuery({ page: 1, size: 10, sort: "price:desc", filters: {} });
    await waitForRows("Gadget 01 alpha");

    choosePageSize(25);
    await expectListQuery({ page: 1, size: 25, sort: "price:desc", filters: {} });
    await waitFor(() => expect(nameCells()).toHaveLength(GADGET_COUNT));

    const search = screen.getByPlaceholderText("Search");
    await act(async () => {
      fireEvent.change(search, { target: { value: "alpha" } });
    });
    await expectListQuery({ page: 1, size: 25, sort: "price:desc", search: "alpha", filters: {} });
    await waitFor(() =>
      expect(nameCells()).toEqual([
        "Gadget 01 alpha",
        "Gadget 06 alpha",
        "Gadget 11 alpha",
        "Gadget 16 alpha",
        "Gadget 21 alpha",
      ]),
    );
    expect(screen.getByText("1-5 of 5")).toBeInTheDocument();
    const table = document.querySelector<HTMLElement>(".ant-table");
    expect(table && within(table).getAllByText("Tool").length).toBeGreaterThan(0);
  }, 60_000);
});
