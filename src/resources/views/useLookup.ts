import { useMemo } from "react";
import { useList, type BaseRecord } from "@refinedev/core";

/** Every row of a resource, unpaged, by id, through refine's cache so every reader refreshes together. */
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
