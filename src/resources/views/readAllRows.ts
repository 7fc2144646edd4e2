import type { BaseRecord, DataProvider } from "@refinedev/core";
import type { ListReadQuery } from "./useListTable";

/** Few calls for a big list, each answer still small. */
export const EXPORT_PAGE_SIZE = 500;

interface RowSnapshot {
  rows: BaseRecord[];
  /** Rows added or removed while the pages were read: 0 when the list held still. */
  changed: number;
}

/** Unsorted lists are read by id so pages do not shift; a row met twice is kept once; null when aborted. */
export const readSnapshot = async (
  dataProvider: DataProvider,
  query: ListReadQuery,
  signal: AbortSignal,
  { idField = "id", onProgress }: { idField?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<RowSnapshot | null> => {
  const byId = new Map<unknown, BaseRecord>();
  const sorters = query.sorters.length > 0 ? query.sorters : [{ field: idField, order: "asc" as const }];
  let first: number | undefined;
  let total = Infinity;
  let read = 0;
  for (let page = 1; read < total; page++) {
    const answer = await dataProvider.getList({
      resource: query.resource,
      pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: "server" },
      filters: query.filters,
      sorters,
      meta: { signal },
    });
    if (signal.aborted) return null;
    first ??= answer.total;
    total = answer.total;
    read += answer.data.length;
    for (const row of answer.data) {
      const id = (row as Record<string, unknown>)[idField] ?? byId.size;
      if (!byId.has(id)) byId.set(id, row);
    }
    onProgress?.(byId.size, total);
    if (answer.data.length === 0) break;
  }
  const rows = [...byId.values()];
  return { rows, changed: Math.max(Math.abs(total - (first ?? total)), read - rows.length) };
};

/** The rows of readSnapshot alone ("select all matching"). */
export const readAllRows = async (
  dataProvider: DataProvider,
  query: ListReadQuery,
  signal: AbortSignal,
  onProgress?: (done: number, total: number) => void,
): Promise<BaseRecord[] | null> => (await readSnapshot(dataProvider, query, signal, { onProgress }))?.rows ?? null;
