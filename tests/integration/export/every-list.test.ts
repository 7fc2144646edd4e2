import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/mocks/db";
import { valueAt } from "@/lib/valueAt";
import { createDataProvider } from "@/providers/data";
import { registry } from "@/registry";
import { MASKED_PASSWORD } from "@/registry/areas/accounts";
import { lookups } from "@/registry/lookups";
import type { ColumnSpec } from "@/registry/types";
import { columnsFor, exportValue, type CountOf, type NameOf } from "@/resources/views/csvFile";
import { namesAndCounts, readLists } from "@/resources/views/exportList";
import { bundleOf, translatorOf } from "../../support/translator";

// Every declared list, read from the mock as its page reads it, and each of its columns written as
// the export writes it "as shown": no wire code, no id where the list names a record, no JSON, no
// true/false, no untranslated key, and nothing empty where the list shows something.

const { t } = translatorOf("en");
const SECTIONS = new Set(Object.keys(bundleOf("en")));
const provider = createDataProvider([...registry, ...lookups]);

/** A page that exports rows of another read than its declaration's own list. */
const ROWS_FROM: Readonly<Record<string, string>> = {
  locales: "locale-counts",
  "update-center": "servers",
  // The owner runs no campaign of their own: every user's have the same shape.
  "campaign-list": "campaign-users-list",
};

interface DeclaredList {
  name: string;
  columns: readonly ColumnSpec[];
}

const lists: DeclaredList[] = [...registry, ...lookups].flatMap((list) =>
  list.table?.columns?.length ? [{ name: list.name, columns: list.table.columns }] : [],
);

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";
const WIRE_CODE = /^[A-Z][A-Z\d]*(_[A-Z\d]+)*$/;
const ID_KEY = /(^id$|[a-z]Id$|uuid$|^auid$)/;
const KEY = /^[\w-]+(\.[\w-]+)+$/;

/** What is wrong with one written cell; null when it reads as the list shows it. */
const fault = (column: ColumnSpec, row: object, value: unknown): string | null => {
  const source = column.nameFrom?.key ?? column.key;
  const raw = valueAt(row, source);
  if (typeof value === "boolean") return `a flag as ${String(value)}`;
  if (typeof value === "object" && value !== null) return "an object";
  if (typeof value === "string") {
    if (/^[[{]/.test(value) || value.includes("[object")) return `JSON or an object: ${value}`;
    if (KEY.test(value) && SECTIONS.has(value.split(".")[0] ?? "")) return `an untranslated key: ${value}`;
    if (value === raw && value.length > 2 && WIRE_CODE.test(value)) return `the wire code ${value}`;
  }
  if ((column.nameFrom || ID_KEY.test(source)) && !isEmpty(raw) && String(value) === String(raw))
    return `the id ${String(raw)} where the list names the record`;
  const computed = column.text || column.nameFrom || column.countFrom;
  if (!computed && valueAt(row, column.key) === undefined)
    return "a cell the list computes, which the file leaves empty";
  if (value === "" && !column.text && (column.empty || !isEmpty(raw))) return "empty where the list shows a value";
  return null;
};

let refs: { nameOf: NameOf; countOf: CountOf };
const rowsOf = new Map<string, object[]>();

beforeAll(async () => {
  const answer = await fetch("/api/auth/login", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "owner", password: DEMO_PASSWORD, remember_me: true }),
  });
  expect(answer.status).toBe(200);
  refs = namesAndCounts(
    await readLists(
      provider,
      lists.flatMap((list) => list.columns),
    ),
  );
  for (const list of lists) {
    const resource = ROWS_FROM[list.name] ?? list.name;
    const read = await provider.getList({ resource, pagination: { currentPage: 1, pageSize: 60 } });
    rowsOf.set(list.name, read.data as object[]);
  }
}, 60_000);

describe("every declared list's export as shown", () => {
  it("walks the lists whose pages export (the check below runs over them)", () => {
    expect(lists.map((list) => list.name)).toEqual(
      expect.arrayContaining([
        "servers",
        "accounts",
        "keywords",
        "locales",
        "campaign-list",
        "activity",
        "sms-numbers",
      ]),
    );
  });

  it.each(lists.map((list) => [list.name, list] as const))("%s: every column reads as the list shows it", (_, list) => {
    const rows = rowsOf.get(list.name) ?? [];
    expect(rows.length, "the mock has rows to check").toBeGreaterThan(0);
    const faults: string[] = [];
    for (const column of columnsFor(list.columns, "shown")) {
      const values = rows.map((row) => exportValue(column, row, t, refs.nameOf, refs.countOf));
      rows.forEach((row, at) => {
        const found = fault(column, row, values[at]);
        if (found) faults.push(`${column.key}: ${found}`);
      });
      const computed = column.text || column.nameFrom || column.countFrom;
      if (computed && values.every(isEmpty)) faults.push(`${column.key}: empty in every row`);
    }
    expect([...new Set(faults)]).toEqual([]);
  });
});

describe("the accounts' password in a file", () => {
  it("is written masked as shown and left out of the raw file, never the stored encrypted value", () => {
    const accounts = lists.find((list) => list.name === "accounts");
    const password = accounts?.columns.find((column) => column.key === "password");
    expect(password).toBeDefined();
    for (const row of rowsOf.get("accounts") ?? []) {
      expect(exportValue(password!, row, t)).toBe(MASKED_PASSWORD);
    }
    expect(columnsFor(accounts?.columns ?? [], "raw").map((column) => column.key)).not.toContain("password");
  });
});
