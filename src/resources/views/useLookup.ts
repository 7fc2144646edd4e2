import { useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";

/**
 * Every row of a resource, unpaged and indexed by id: for pickers, and for naming the row another
 * list points to. It reads through refine's cache, so adding, saving, deleting or reloading a row
 * of the resource refreshes every reader.
 */
export const useLookup = <T extends { id: number }>(resource: string, sortField: keyof T & string) => {
  const { result, query } = useList<T & BaseRecord>({
    resource,
    pagination: { mode: "off" },
    sorters: [{ field: sortField, order: "asc" }],
  });
  const rows = result.data;
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  return { rows, byId, loading: query.isLoading };
};
