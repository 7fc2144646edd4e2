import type { BaseRecord, DataProvider } from "@refinedev/core";
import type { ListReadQuery } from "./useListTable";

/** Rows per read of a whole list: few calls for a big list, each answer still small. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row of a list as it is filtered, searched and sorted now (export, "select all matching"),
 * page after page through the data provider; `onProgress` hears how many of how many are read.
 * Resolves to null when `signal` aborts it.
 */
export const readAllRows = async (
  dataProvider: DataProvider,
  query: ListReadQuery,
  signal: AbortSignal,
  onProgress?: (done: number, total: number) => void,
): Promise<BaseRecord[] | null> => {
  const rows: BaseRecord[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    const answer = await dataProvider.getList({
      resource: query.resource,
      pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: "server" },
      filters: query.filters,
      sorters: query.sorters,
      meta: { signal },
    });
    rows.push(...answer.data);
    total = answer.total;
    if (signal.aborted) return null;
    onProgress?.(rows.length, total);
    if (answer.data.length === 0) break;
  }
  return rows;
};
