import type { BaseKey, BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import type { CurrentRecordSource } from "@/registry/types";

const statusOf = (error: unknown): number | undefined => (error as { statusCode?: number } | null)?.statusCode;

/** The record now on the server, or null when gone; a list is read whole, as a search misses a record just renamed. */
export const readCurrentRecord = async (
  data: Pick<DataProvider, "getOne" | "getList">,
  declaration: CurrentRecordSource,
  id: BaseKey,
  opened: BaseRecord | undefined,
): Promise<BaseRecord | null> => {
  const resource = declaration.name;
  if (declaration.api?.one)
    try {
      return (await data.getOne({ resource, id })).data;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  const narrowed = opened && declaration.current?.filters ? declaration.current.filters(opened) : {};
  const filters: CrudFilter[] = Object.entries(narrowed).map(([field, value]) => ({ field, operator: "eq", value }));
  const { data: rows } = await data.getList({ resource, pagination: { mode: "off" }, filters });
  const idField = declaration.idField ?? "id";
  return rows.find((row) => String(row[idField]) === String(id)) ?? null;
};
