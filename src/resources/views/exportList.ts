import type { DataProvider } from "@refinedev/core";
import { saveFile } from "@/lib/saveFile";
import { valueAt } from "@/lib/valueAt";
import { findResource } from "@/registry";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import { exportCsv, type ExportMode, type NameOf } from "./csvFile";
import { i18nSectionOf } from "./keys";
import { readSnapshot } from "./readAllRows";
import type { ListReadQuery } from "./useListTable";

// Loaded with the first export: most visits of a list never start one.

/** The names behind the id columns (`nameFrom`): each named list read whole, once per export. */
const readNames = async (dataProvider: DataProvider, columns: readonly ColumnSpec[]): Promise<NameOf> => {
  const sources = [...new Set(columns.flatMap((column) => (column.nameFrom ? [column.nameFrom.from] : [])))];
  const lists = new Map(
    await Promise.all(
      sources.map(async (from) => {
        const answer = await dataProvider.getList({ resource: from, pagination: { mode: "off" } });
        return [from, answer.data as object[]] as const;
      }),
    ),
  );
  const indexes = new Map<ColumnSpec, Map<string, unknown>>();
  return (column, id) => {
    const source = column.nameFrom;
    if (!source) return undefined;
    let index = indexes.get(column);
    if (!index) {
      const idField = source.idField ?? "id";
      index = new Map(
        (lists.get(source.from) ?? []).map((row) => [String(valueAt(row, idField)), valueAt(row, source.field)]),
      );
      indexes.set(column, index);
    }
    const name = index.get(String(id));
    return name === undefined || name === null || name === "" ? undefined : String(name as string);
  };
};

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
  const nameOf = mode === "shown" ? await readNames(provider, columns) : undefined;
  if (signal.aborted) return null;
  const { rows, changed } = snapshot;
  const today = new Date().toISOString().slice(0, 10);
  const suffix = mode === "raw" ? "-raw" : "";
  saveFile(exportCsv(rows, columns, i18nSectionOf(area), t, { mode, nameOf }), `${area.name}${suffix}-${today}.csv`);
  return { rows: rows.length, changed };
};
