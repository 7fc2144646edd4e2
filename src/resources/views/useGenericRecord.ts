import { useOne, type BaseRecord } from "@refinedev/core";
import type { ResourceDeclaration } from "@/registry/types";

/** The full record via `api.one` when declared, else the row it was opened from; `pending` while it loads. */
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
