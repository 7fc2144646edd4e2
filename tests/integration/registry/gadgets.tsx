import { ToolOutlined } from "@ant-design/icons";
import { http } from "msw";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { request } from "@/api/http";
import { toPaged, type Paged, type PagedWire } from "@/api/types";
import { listParams, withAppFieldErrors, type ListRequest } from "@/api/types/fleet";
import { pageOf, pageQueryOf } from "@/mocks/db";
import { server } from "@/mocks/node";
import { requirePermission } from "@/mocks/session";
import { apiPath, fail, invalid, jsonBody, ok, type FieldErrors } from "@/mocks/wire";
import { i18n } from "@/providers/i18n";
import { registry } from "@/registry";
import { areaViews } from "@/routing/areaViews";
import { useUiStore } from "@/state/ui";
import { genericViews } from "@/resources/views/genericViews";
import { ADMINS, defineResource, type ListQuery } from "@/registry/types";

/**
 * A business area that exists only in tests, declared exactly as docs/resources.md tells an admin
 * to: endpoint functions over a mock, one declaration, its generic views, translations. Nothing
 * in src/ knows about it, so whatever works for it follows from the declaration alone.
 */
interface Gadget {
  id: number;
  name: string;
  kind: string;
  price: number;
  active: boolean;
  notes: string;
}

export const GADGET_COUNT = 23;
export const DUPLICATE_NAME = "A gadget with this name already exists";

const seed = (): Gadget[] =>
  Array.from({ length: GADGET_COUNT }, (_, i) => ({
    id: i + 1,
    name: `Gadget ${String(i + 1).padStart(2, "0")}${i % 5 === 0 ? " alpha" : ""}`,
    kind: i % 2 === 0 ? "tool" : "toy",
    // Prices run against the names, so sorting by price reverses the name order.
    price: (GADGET_COUNT - i) * 10,
    active: i % 3 !== 0,
    notes: "",
  }));

let rows: Gadget[] = seed();
export const gadgetRows = (): readonly Gadget[] => rows;

const readGadget = (body: Record<string, unknown>, id: number | null): { gadget: Gadget } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (!name) errors.name = "Name is required";
  else if (rows.some((g) => g.name === name && g.id !== id)) errors.name = DUPLICATE_NAME;
  if (typeof body.price !== "number" || body.price < 0) errors.price = "Price must be 0 or more";
  if (Object.keys(errors).length > 0 || typeof body.price !== "number") return { errors };
  return {
    gadget: {
      id: id ?? Math.max(0, ...rows.map((g) => g.id)) + 1,
      name,
      kind: typeof body.kind === "string" ? body.kind : "tool",
      price: body.price,
      active: body.active === true,
      notes: typeof body.notes === "string" ? body.notes : "",
    },
  };
};

const idParam = (url: string): number => Number(new URL(url).searchParams.get("id"));

/** The area's mock endpoints (what src/mocks/handlers/<area>.ts would hold), answering `total_count`. */
const gadgetHandlers = [
  http.get(apiPath("/gadgets/list"), (info) => {
    const user = requirePermission(info, "view:servers");
    if (user instanceof Response) return user;
    const page = pageOf(rows, pageQueryOf(info.request), ["name", "kind"]);
    return ok({ list: page.list, total_count: page.totalCount });
  }),
  http.get(apiPath("/gadgets/"), (info) => {
    const user = requirePermission(info, "view:servers");
    if (user instanceof Response) return user;
    const found = rows.find((g) => g.id === idParam(info.request.url));
    return found ? ok(found) : fail(404, "Gadget not found");
  }),
  http.post(apiPath("/gadgets/add"), async (info) => {
    const user = requirePermission(info, "edit:servers");
    if (user instanceof Response) return user;
    const read = readGadget(await jsonBody(info.request), null);
    if ("errors" in read) return invalid(read.errors);
    rows = [...rows, read.gadget];
    return ok(read.gadget, { status: 201 });
  }),
  http.put(apiPath("/gadgets/update"), async (info) => {
    const user = requirePermission(info, "edit:servers");
    if (user instanceof Response) return user;
    const body = await jsonBody(info.request);
    const id = Number(body.id);
    if (!rows.some((g) => g.id === id)) return fail(404, "Gadget not found");
    const read = readGadget(body, id);
    if ("errors" in read) return invalid(read.errors);
    rows = rows.map((g) => (g.id === id ? read.gadget : g));
    return ok(read.gadget);
  }),
  http.delete(apiPath("/gadgets"), (info) => {
    const user = requirePermission(info, "delete:servers");
    if (user instanceof Response) return user;
    const id = idParam(info.request.url);
    if (!rows.some((g) => g.id === id)) return fail(404, "Gadget not found");
    rows = rows.filter((g) => g.id !== id);
    return ok(null);
  }),
];

/** The area's endpoint functions (what src/api/endpoints/<area>.ts would hold). */
const gadgetsApi = {
  list: async (q: ListRequest): Promise<Paged<Gadget>> =>
    toPaged(await request<PagedWire<Gadget>>("GET", "/gadgets/list", { params: listParams(q) }), (g) => g),
  one: (id: string | number): Promise<Gadget> => request<Gadget>("GET", "/gadgets/", { params: { id: Number(id) } }),
  create: (input: object): Promise<Gadget> =>
    withAppFieldErrors(request<Gadget>("POST", "/gadgets/add", { data: input })),
  update: (id: string | number, input: object): Promise<Gadget> =>
    withAppFieldErrors(request<Gadget>("PUT", "/gadgets/update", { data: { ...input, id: Number(id) } })),
  remove: async (id: string | number): Promise<void> => {
    await request<unknown>("DELETE", "/gadgets", { params: { id: Number(id) } });
  },
};

/** Every list call the data provider makes, as the declaration receives it. */
export const listCalls = vi.fn((q: ListQuery) => gadgetsApi.list(q));

export const gadgets = defineResource({
  name: "gadgets",
  routes: { list: "/gadgets", show: "/gadgets/:id" },
  meta: { icon: <ToolOutlined />, roles: ADMINS },
  // A sub-area of the server fleet: it borrows the servers permissions of the role table.
  permissions: { view: "view:servers", edit: "edit:servers", delete: "delete:servers" },
  api: {
    list: listCalls,
    one: gadgetsApi.one,
    create: gadgetsApi.create,
    update: gadgetsApi.update,
    remove: gadgetsApi.remove,
  },
  table: {
    columns: [{ key: "name" }, { key: "kind" }, { key: "price" }, { key: "active" }],
    sortable: ["name", "price"],
    defaultSort: { key: "name", asc: true },
    pageSize: 10,
    searchable: true,
  },
  form: {
    fields: [
      { key: "name", kind: "text", required: true, max: 40 },
      {
        key: "kind",
        kind: "select",
        required: true,
        initial: "tool",
        options: [
          { value: "tool", label: "gadgets.kinds.tool" },
          { value: "toy", label: "gadgets.kinds.toy" },
        ],
      },
      { key: "price", kind: "number", required: true, min: 0, integer: true },
      { key: "active", kind: "switch", initial: true },
      { key: "notes", kind: "textarea" },
    ],
  },
});

/** The area's translation keys (what public/translations/en/gadgets.json and nav.json would add). */
const EN = {
  nav: { gadgets: "Gadgets", descriptions: { gadgets: "Small devices of the fleet." } },
  gadgets: {
    title: "Gadget shelf",
    fields: { name: "Name", kind: "Kind", price: "Price", active: "Active", notes: "Notes" },
    kinds: { tool: "Tool", toy: "Toy" },
  },
};

/** Adds the fixture to the registry, the mock and the translations; returns the undo. */
const installGadgets = (): (() => void) => {
  // Deep-merged: the section files loaded later keep these keys.
  i18n.addResourceBundle("en", "translation", EN, true, true);
  registry.push(gadgets);
  areaViews.gadgets = genericViews("gadgets");
  return () => {
    const at = registry.indexOf(gadgets);
    if (at !== -1) registry.splice(at, 1);
    delete areaViews.gadgets;
  };
};

/** Per test: fresh rows, the handlers (setup.ts resets handlers after each test), no recorded calls. */
const resetGadgets = (): void => {
  rows = seed();
  listCalls.mockClear();
  server.use(...gadgetHandlers);
};

/** For a test file: the fixture installed around the file, fresh rows and table preferences per test. */
export const withGadgetsFixture = (): void => {
  let uninstall: () => void = () => undefined;
  beforeAll(() => {
    uninstall = installGadgets();
  });
  afterAll(() => uninstall());
  beforeEach(() => {
    resetGadgets();
    useUiStore.setState({ tablePagination: {}, tableSorting: {} });
  });
};
