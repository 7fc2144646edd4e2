import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "antd";
import { I18nContext, type I18nProvider } from "@refinedev/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { DataTable } from "@/components/table/DataTable";
import { RefineProvider } from "@/providers/RefineProvider";
import { substitutePlaceholders } from "@/providers/i18nPlaceholders";
import type { ResourceDeclaration } from "@/registry/types";
import type { LiteCells } from "@/components/table/liteCells";
import type { Locale } from "@/api/types/locales";
import { liteCellFor, renderCell, type CellContext } from "@/resources/views/cells";
import { useDeclaredColumns, type DeclaredColumnsOptions } from "@/resources/views/declaredTable";
import { useAuthStore } from "@/state/auth";
import { userWithRoles } from "../../support/fixtures";

interface Gadget {
  id: number;
  name: string;
  kind: string;
  made: string | null;
  owner: { uuid: string; name: string };
}

const TEXTS: Record<string, string> = {
  "gadgets.fields.star": "Starred",
  "gadgets.fields.name": "Name",
  "gadgets.fields.kind": "Kind",
  "gadgets.fields.made": "Made",
  "gadgets.fields.actions": "Actions",
  "gadgets.kinds.TOOL": "Tool",
  "gadgets.actions.open": "Open",
  "gadgets.actions.open_row": "Open :name",
  "gadgets.actions.stop": "Stop :owner",
  "gadgets.actions.remove": "Remove",
  "gadgets.actions.remove_row": "Remove :name",
  "gadgets.actions.row_actions": "Actions for :name",
  "table.test_locale": "Test",
  "table.unknown_locale": "Locale #:id",
};

const i18n: I18nProvider = {
  translate: (key, options, fallback) => {
    const text = TEXTS[key];
    if (text === undefined) return fallback ?? key;
    return typeof options === "object" && options !== null ? substitutePlaceholders(text, options) : text;
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => "en",
};

// Named after a registered area, so the permission answers are campaigns': a USER may only view.
const gadgets: ResourceDeclaration = {
  name: "campaign-list",
  i18nSection: "gadgets",
  routes: { list: "/gadgets" },
  meta: {},
  table: {
    columns: [
      { key: "star", cell: "custom", symbol: "★", width: 48 },
      { key: "name", strong: true, maxWidth: 120 },
      { key: "kind", cell: "tag", labels: "gadgets.kinds.", tones: { TOOL: "green" } },
      { key: "made", cell: "date" },
    ],
    rowActions: [
      { key: "open", icon: "details" },
      { key: "stop", icon: "stop", danger: true, permission: "edit", tip: "gadgets.actions.stop" },
      { key: "remove", icon: "delete", permission: "delete" },
    ],
    actionsWidth: 120,
    ownerField: "owner.uuid",
    nameField: "owner.name",
  },
};

const gadgetRows = (count: number): Gadget[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Gadget ${i + 1}`,
    kind: "TOOL",
    made: i === 0 ? null : "2020-03-04T05:06:00Z",
    owner: { uuid: i % 2 === 0 ? "u" : "someone", name: `Owner ${i + 1}` },
  }));

const Gadgets = ({ count, ...options }: { count: number } & DeclaredColumnsOptions<Gadget>) => {
  const columns = useDeclaredColumns<Gadget>(gadgets, options);
  return (
    <DataTable<Gadget>
      tableKey="gadgets"
      columns={columns}
      rows={gadgetRows(count)}
      total={count}
      rowKey="id"
      defaultPageSize={count}
      height={400}
    />
  );
};

// Refine's own context holds the locales list that `locale` cells read; the texts are this test's.
const Providers = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <RefineProvider>
      <App>
        <I18nContext.Provider value={{ i18nProvider: i18n }}>{children}</I18nContext.Provider>
      </App>
    </RefineProvider>
  </MemoryRouter>
);
const show = (count: number, options: DeclaredColumnsOptions<Gadget> = {}) =>
  render(<Gadgets count={count} cells={{ star: () => "*" }} {...options} />, { wrapper: Providers });

const rowOf = (name: string): HTMLElement => {
  const row = screen.getByText(name).closest<HTMLElement>(".ant-table-row");
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

afterEach(() => useAuthStore.setState({ user: null }));

describe("declared columns", () => {
  it("draw a virtual table's declared cells and actions as plain elements, a plain table's as components", () => {
    useAuthStore.setState({ user: userWithRoles(["USER"]) });
    const onOpen = vi.fn();
    const { container, unmount } = show(500, { onAction: { open: onOpen } });
    expect(container.querySelector(".ant-table-tbody-virtual")).not.toBeNull();
    const name = screen.getByTitle("Gadget 2");
    expect(name.className).toMatch(/\bant-typography\b/);
    expect(name.querySelector("strong")).toHaveTextContent("Gadget 2");
    expect(within(rowOf("Gadget 2")).getByText("Tool").className).toMatch(/\bant-tag-green\b/);
    // A missing date reads "Invalid date" (ERR-17), in both forms.
    expect(within(rowOf("Gadget 1")).getByText("Invalid date")).toBeInTheDocument();
    const open = within(rowOf("Gadget 2")).getByRole("button", { name: "Open Owner 2" });
    expect(open).toHaveAttribute("data-tip", "Open");
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: "Gadget 2" }));
    unmount();

    show(20);
    expect(within(rowOf("Gadget 2")).getByRole("button", { name: "Open Owner 2" })).not.toHaveAttribute("data-tip");
    expect(within(rowOf("Gadget 1")).getByText("Invalid date")).toBeInTheDocument();
  });

  it("show a symbol header named by its title, and the actions column as wide as declared", () => {
    show(3);
    const star = screen.getByLabelText("Starred");
    expect(star).toHaveTextContent("★");
    expect(star.closest("th")).not.toBeNull();
    const cols = [...document.querySelectorAll("colgroup col")].map((col) => (col as HTMLElement).style.width);
    expect(cols.at(-1)).toBe("120px");
  });

  it("offer a permission's actions on the user's own rows and, with the permission, on everyone's", () => {
    useAuthStore.setState({ user: userWithRoles(["USER"]) });
    const { unmount } = show(4);
    const own = within(rowOf("Gadget 1"));
    expect(own.getByRole("group", { name: "Actions for Owner 1" })).toBeInTheDocument();
    expect(own.getByRole("button", { name: "Remove Owner 1" })).toBeInTheDocument();
    expect(own.getByRole("button", { name: "Stop Owner 1" }).className).toMatch(/\bant-btn-dangerous\b/);
    const other = within(rowOf("Gadget 2"));
    expect(other.getByRole("button", { name: "Open Owner 2" })).toBeInTheDocument();
    expect(other.queryByRole("button", { name: "Remove Owner 2" })).toBeNull();
    expect(other.queryByRole("button", { name: "Stop Owner 2" })).toBeNull();
    unmount();

    useAuthStore.setState({ user: userWithRoles(["OWNER"]) });
    show(4, { actionProps: (key, g) => ({ hidden: key === "stop" && g.id === 4, loading: key === "open" }) });
    expect(within(rowOf("Gadget 2")).getByRole("button", { name: "Remove Owner 2" })).toBeInTheDocument();
    expect(within(rowOf("Gadget 2")).getByRole("button", { name: "Stop Owner 2" })).toBeInTheDocument();
    expect(within(rowOf("Gadget 4")).queryByRole("button", { name: "Stop Owner 4" })).toBeNull();
    expect(within(rowOf("Gadget 4")).getByRole("button", { name: /Open Owner 4/ }).className).toMatch(
      /\bant-btn-loading\b/,
    );
  });

  it("give each kind but tags, and a custom cell only with its own, a lite form drawn by liteCells", () => {
    const lite = {
      text: vi.fn(() => "text"),
      tag: vi.fn(() => "tag"),
      muted: vi.fn(() => "muted"),
    } as unknown as LiteCells;
    const ctx = { t: (key: string) => TEXTS[key] ?? key, formatDate: () => "4 Mar 2020, 05:06", cells: {} };
    const row = gadgetRows(2)[1] as Gadget;
    const [star, name, kind] = gadgets.table?.columns ?? [];
    if (!star || !name || !kind) throw new Error("columns");
    expect(liteCellFor(name, ctx, lite)?.(row)).toBe("text");
    expect(lite.text).toHaveBeenCalledWith("Gadget 2", { strong: true, maxWidth: 120 });
    expect(liteCellFor(kind, ctx, lite)?.(row)).toBe("tag");
    expect(lite.tag).toHaveBeenCalledWith("green", "Tool");
    expect(liteCellFor({ key: "name", empty: "gadgets.fields.name" }, ctx, lite)?.({ name: "" })).toBe("muted");
    expect(lite.muted).toHaveBeenCalledWith("Name");
    expect(liteCellFor({ key: "kinds", cell: "tags" }, ctx, lite)).toBeUndefined();
    expect(liteCellFor(star, ctx, lite)).toBeUndefined();
    const own = { full: () => "full", lite: () => "lite" };
    expect(liteCellFor(star, { ...ctx, cells: { star: own } }, lite)?.(row)).toBe("lite");
  });

  it("draw a locale from the id it names (flag and name cut at its width, a TEST one marked, else its id), a country by its code", () => {
    const locale = (id: number, country: string, name: string, type: Locale["type"]): Locale =>
      ({ id, country, language: "pl", name, type, position: id, code: `${country}_pl` }) as Locale;
    const byId = new Map([
      [1, locale(1, "pl", "Polish (Poland)", "STANDARD")],
      [2, locale(2, "pl", "Test: Polish", "TEST")],
    ]);
    const locales = { byId, loading: false, countryName: (code: string) => (code === "pl" ? "Poland" : code) };
    const t = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
    const ctx: CellContext<object> = { t, formatDate: String, cells: {}, locales };
    const column = {
      key: "locale",
      cell: "locale",
      maxWidth: 80,
      nameFrom: { from: "locales", field: "name", key: "localeId" },
    } as const;
    const cell = (row: object, context = ctx) => render(<Providers>{renderCell(column, row, context)}</Providers>);

    cell({ localeId: 1 });
    expect(screen.getByAltText("Poland")).toHaveAttribute("src", "https://flagcdn.com/24x18/pl.png");
    expect(screen.getByTitle("Polish (Poland)")).toHaveStyle({ maxWidth: "80px" });
    expect(screen.queryByText("Test")).toBeNull();
    cell({ localeId: 2 });
    expect(screen.getByText("Test").className).toMatch(/\bant-tag\b/);
    // Without a width the name wraps between its words: no one-line cut, so no title repeats it.
    const wrapped = render(
      <Providers>{renderCell({ ...column, maxWidth: undefined }, { localeId: 2 }, ctx)}</Providers>,
    ).container;
    expect(wrapped).toHaveTextContent("Test: Polish");
    expect(wrapped.querySelector("[title]")).toBeNull();
    cell({ localeId: 9 });
    expect(screen.getByText("Locale #9")).toBeInTheDocument();
    cell({ localeId: 9 }, { ...ctx, locales: { ...locales, loading: true } });
    expect(screen.getByText("…")).toBeInTheDocument();
    cell({ localeId: null });
    expect(screen.getByText("—")).toBeInTheDocument();
    render(<Providers>{renderCell({ key: "country", cell: "country" }, { country: "pl" }, ctx)}</Providers>);
    expect(screen.getAllByAltText("Poland")).toHaveLength(4);
    expect(screen.getByText("pl")).toBeInTheDocument();

    const lite = {
      text: vi.fn(() => "text"),
      tag: vi.fn(() => "tag"),
      muted: vi.fn(() => "muted"),
      label: vi.fn(() => "label"),
      row: vi.fn(() => "row"),
      token: {},
    } as unknown as LiteCells;
    expect(liteCellFor(column, ctx, lite)?.({ localeId: 2 })).toBe("row");
    expect(lite.text).toHaveBeenCalledWith("Test: Polish", { maxWidth: 80 });
    expect(lite.tag).toHaveBeenCalledWith("default", "Test");
    expect(liteCellFor({ key: "country", cell: "country" }, ctx, lite)?.({ country: "pl" })).toBe("row");
  });
});
