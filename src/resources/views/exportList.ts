import type { DataProvider } from "@refinedev/core";
import { saveFile } from "@/lib/saveFile";
import { valueAt } from "@/lib/valueAt";
import { findResource } from "@/registry";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import { exportCsv, type CountOf, type ExportMode, type NameOf } from "./csvFile";
import { i18nSectionOf } from "./keys";
import { readSnapshot } from "./readAllRows";
import type { ListReadQuery } from "./useListTable";

// Loaded with the first export: most visits of a list never start one.

const sourcesOf = (columns: readonly ColumnSpec[]) => [
  ...new Set(
    columns.flatMap((column) => [column.nameFrom?.from, column.countFrom?.from].filter((f) => f !== undefined)),
  ),
];

/** The other lists the columns name (`nameFrom`) or count (`countFrom`): each read whole, once per export. */
export const readLists = async (dataProvider: DataProvider, columns: readonly ColumnSpec[]) =>
  new Map(
    await Promise.all(
      sourcesOf(columns).map(async (from) => {
        const answer = await dataProvider.getList({ resource: from, pagination: { mode: "off" } });
        return [from, answer.data as object[]] as const;
      }),
    ),
  );

const indexed = <T>(build: (column: ColumnSpec) => Map<string, T>) => {
  const indexes = new Map<ColumnSpec, Map<string, T>>();
  return (column: ColumnSpec) => {
    let index = indexes.get(column);
    if (!index) {
      index = build(column);
      indexes.set(column, index);
    }
    return index;
  };
};

/** What the `nameFrom` and `countFrom` columns write, from the lists `readLists` read. */
export const namesAndCounts = (lists: ReadonlyMap<string, readonly object[]>): { nameOf: NameOf; countOf: CountOf } => {
  const rowsOf = (from: string | undefined) => (from === undefined ? [] : (lists.get(from) ?? []));
  const names = indexed((column) => {
    const { from, field = "", idField = "id" } = column.nameFrom ?? {};
    return new Map(rowsOf(from).map((row) => [String(valueAt(row, idField)), valueAt(row, field)]));
  });
  const counts = indexed((column) => {
    const counted = new Map<string, number>();
    const { from, field = "" } = column.countFrom ?? {};
    for (const row of rowsOf(from)) {
      const key = String(valueAt(row, field));
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    return counted;
  });
  return {
    nameOf: (column, id) => {
      const name = names(column).get(String(id));
      return name === undefined || name === null || name === "" ? undefined : String(name as string);
    },
    countOf: (column, row) => counts(column).get(String(valueAt(row, column.countFrom?.idField ?? "id"))) ?? 0,
  };
};

/** A raw file writes ids as they are; a count has no raw value, so it is read in both modes. */
const countedOnly = (columns: readonly ColumnSpec[]) => columns.filter((column) => column.countFrom);

/**
 * Reads every row of the list as filtered and sorted now and saves them as CSV in the given columns; null when
 * cancelled. `changed` counts the rows that came or went while reading: the file may miss them.
 */
export const exportList = async ({
  provider,
  area,
  query,
  columns,
  mode,
  signal,
  t,
  onProgress,
}: {
  provider: DataProvider;
  area: ListDeclaration;
  query: ListReadQuery;
  columns: readonly ColumnSpec[];
  mode: ExportMode;
  signal: AbortSignal;
  t: (key: string, options?: Record<string, unknown>) => string;
  onProgress: (progress: { done: number; total: number }) => void;
}): Promise<{ rows: number; changed: number } | null> => {
  const snapshot = query.rows
    ? { rows: [...query.rows], changed: 0 }
    : await readSnapshot(provider, query, signal, {
        idField: findResource(query.resource)?.idField,
        onProgress: (done, total) => onProgress({ done, total }),
      });
  if (!snapshot) return null;
  const { nameOf, countOf } = namesAndCounts(
    await readLists(provider, mode === "shown" ? columns : countedOnly(columns)),
  );
  if (signal.aborted) return null;
  const { rows, changed } = snapshot;
  const today = new Date().toISOString().slice(0, 10);
  const suffix = mode === "raw" ? "-raw" : "";
  saveFile(
    exportCsv(rows, columns, i18nSectionOf(area), t, { mode, nameOf, countOf }),
    `${area.name}${suffix}-${today}.csv`,
  );
  return { rows: rows.length, changed };
};
