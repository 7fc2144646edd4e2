import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/config";
import { resourceLabelKey } from "@/registry/labels";
import { registry } from "@/registry";
import { lookups } from "@/registry/lookups";
import type { ListDeclaration } from "@/registry/types";
import { routeTable, viewsOf } from "@/routing/routeTable";
import { isGenericView } from "@/resources/views/genericViews";

/**
 * The contract every registry entry keeps (docs/resources.md). A new area that breaks one of
 * these would show a dead sidebar entry, an unroutable page or a sort the API rejects.
 */
const translations = (lang: string, section: string): Record<string, unknown> => {
  try {
    return JSON.parse(
      readFileSync(path.resolve(process.cwd(), "public/translations", lang, `${section}.json`), "utf8"),
    ) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const has = (lang: string, key: string): boolean => {
  const [section = "", ...rest] = key.split(".");
  let node: unknown = translations(lang, section);
  for (const part of rest)
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" && node.trim() !== "";
};

describe("registry declarations", () => {
  it("have unique names and unique routes", () => {
    const names = registry.map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const paths = routeTable().map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("give every declared route a view, so no route silently goes missing", () => {
    const missing = registry.flatMap((r) =>
      (["list", "show", "create", "edit"] as const)
        .filter((v) => r.routes[v] && !viewsOf(r)?.[v])
        .map((v) => `${r.name}.${v}`),
    );
    expect(missing).toEqual([]);
  });

  it("default to a sortable key; generic lists sort only by their declared columns", () => {
    const problems = registry.flatMap((r) => {
      const table = r.table;
      if (!table) return [];
      const columns = table.columns.map((c) => c.key);
      // A custom view may add columns of its own; the generic list has only the declared ones.
      const out = isGenericView(viewsOf(r)?.list)
        ? (table.sortable ?? []).filter((k) => !columns.includes(k)).map((k) => `${r.name}: sortable ${k} is no column`)
        : [];
      if (table.defaultSort && !(table.sortable ?? []).includes(table.defaultSort.key))
        out.push(`${r.name}: default sort ${table.defaultSort.key} is not sortable`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it("declare each form field once", () => {
    const duplicated = registry.flatMap((r) => {
      const keys = r.form?.fields.map((f) => f.key) ?? [];
      return keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${r.name}.${k}`);
    });
    expect(duplicated).toEqual([]);
  });

  it("build generic views only for declarations with a table", () => {
    expect(registry.filter((r) => isGenericView(viewsOf(r)?.list) && !r.table).map((r) => r.name)).toEqual([]);
  });

  it.each(LANGUAGES)("name only translated texts in their lists, in %s", (lang) => {
    const lists: ListDeclaration[] = [
      ...registry,
      ...lookups.map((l) => ({ ...l, table: { columns: [], ...l.table } })),
    ];
    const missing = lists.flatMap((r) => {
      const table = r.table;
      if (!table || table.columns.length === 0) return [];
      const section = r.i18nSection ?? r.name;
      const keys = table.columns.flatMap((c) => [
        c.title ?? `${section}.fields.${c.key}`,
        ...(c.empty ? [c.empty] : []),
        ...(c.labels && c.tones ? Object.keys(c.tones).map((value) => `${c.labels}${value}`) : []),
      ]);
      for (const filter of table.filters ?? [])
        keys.push(
          filter.label ?? `${section}.filters.${filter.name}`,
          ...("values" in filter ? filter.values.map((v) => `${filter.labels}${v}`) : []),
        );
      if (table.columns.some((c) => c.cell === "locale"))
        keys.push("table.test_locale", "table.unknown_locale", "table.locales_failed");
      if (table.empty) keys.push(table.empty);
      if (table.noMatch) keys.push(table.noMatch);
      if (table.search?.label) keys.push(table.search.label);
      if (table.search?.placeholder) keys.push(table.search.placeholder);
      const actions = table.rowActions ?? [];
      for (const action of actions) {
        keys.push(action.tip ?? `${section}.actions.${action.key}`);
        if (action.label !== undefined || action.tip === undefined)
          keys.push(action.label ?? `${section}.actions.${action.key}_row`);
      }
      if (actions.length > 0) keys.push(`${section}.fields.actions`);
      if (actions.length > 1) keys.push(table.rowActionsLabel ?? `${section}.actions.row_actions`);
      return keys.filter((key) => !has(lang, key)).map((key) => `${r.name}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it("export a locale cell as the name it shows: its id is looked up in the locales list", () => {
    const localeColumns = [...registry, ...lookups].flatMap((r) =>
      (r.table?.columns ?? []).filter((c) => c.cell === "locale").map((c) => ({ area: r.name, ...c })),
    );
    expect(localeColumns.map((c) => c.area).sort()).toEqual(["accounts", "proxy-configs", "sms-configs"]);
    for (const column of localeColumns) expect(column.nameFrom).toMatchObject({ from: "locales", field: "name" });
  });

  it.each(LANGUAGES)("have the delete texts they declare in %s", (lang) => {
    const missing = registry.flatMap((r) => {
      if (!r.delete) return [];
      const { title, description, confirm, success, failed, fallback } = r.delete;
      const keys = [title, description, confirm, success, failed, ...(fallback ? [fallback] : [])];
      return keys.filter((key) => !has(lang, key)).map((key) => `${r.name}: ${key}`);
    });
    expect(missing).toEqual([]);
    expect(registry.filter((r) => r.delete).length).toBeGreaterThanOrEqual(5);
  });

  it.each(LANGUAGES)("have a sidebar label in %s", (lang) => {
    expect(registry.map(resourceLabelKey).filter((key) => !has(lang, key))).toEqual([]);
  });
});
