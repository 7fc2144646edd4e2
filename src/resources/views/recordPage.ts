import type { BaseRecord, DataProvider } from "@refinedev/core";
import type { ListReadQuery } from "./useListTable";

/** Few calls even for a long list, each answer still small. */
const READ_SIZE = 500;

/** The page of `id` in the list as sorted and filtered now; null when the view does not hold it. */
export const pageOfRecord = async (
  dataProvider: DataProvider,
  query: ListReadQuery,
  { idField, id, pageSize, signal }: { idField: string; id: string; pageSize: number; signal: AbortSignal },
): Promise<number | null> => {
  const at = (rows: readonly BaseRecord[]) => rows.findIndex((row) => String(row[idField]) === id);
  const toPage = (index: number) => (pageSize > 0 ? Math.floor(index / pageSize) + 1 : 1);
  if (query.rows) {
    const index = at(query.rows);
    return index < 0 ? null : toPage(index);
  }
  for (let page = 1, read = 0; ; page++) {
    const answer = await dataProvider.getList({
      resource: query.resource,
      pagination: { currentPage: page, pageSize: READ_SIZE, mode: "server" },
      filters: query.filters,
      sorters: query.sorters,
      meta: { signal },
    });
    if (signal.aborted) return null;
    const index = at(answer.data);
    if (index >= 0) return toPage(read + index);
    read += answer.data.length;
    if (answer.data.length === 0 || read >= answer.total) return null;
  }
};
