import { useOne, type BaseRecord } from "@refinedev/core";
import type { ResourceDeclaration } from "@/registry/types";

/**
 * The record a drawer or the edit dialog shows: fetched through the declaration's `api.one` when
 * it has one (the list row may carry less), otherwise the row it was opened from. `pending`: the
 * full record is still on its way (a row may stand in meanwhile).
 */
export const useGenericRecord = (
  resource: ResourceDeclaration,
  id: string | undefined,
  row: BaseRecord | undefined,
  fresh = false,
) => {
  const fetches = !!resource.api?.one && id !== undefined;
  const { result, query } = useOne<BaseRecord>({
    resource: resource.name,
    id,
    queryOptions: { enabled: fetches, ...(fresh && { gcTime: 0 }) },
    // The views say it in place; a toast would repeat it.
    errorNotification: false,
  });
  if (!fetches) return { record: row, loading: false, pending: false, failed: false };
  return { record: result ?? row, loading: query.isLoading && !row, pending: query.isLoading, failed: query.isError };
};
