import type { FilterSpec, ListDeclaration } from "@/registry/types";
import type { ListState } from "./useListState";

export type FilterList = Pick<ListState, "filters" | "setFilter" | "setFilters">;
export type RangeFilterSpec = Extract<FilterSpec, { kind: "dateRange" }>;

const DEFAULT_RANGE_PARAMS = ["from", "to"] as const;

/** The two URL and API parameters of a range of days. */
export const rangeParamsOf = (filter: RangeFilterSpec): readonly [string, string] =>
  filter.params ?? DEFAULT_RANGE_PARAMS;

type Filtered = { table?: Pick<NonNullable<ListDeclaration["table"]>, "filters"> };
const filterKeys = new WeakMap<Filtered, readonly string[]>();

/** The filter keys a declared list keeps in its URL (the same array each time, for the list's hooks). */
export const filterKeysOf = (area: Filtered): readonly string[] => {
  let keys = filterKeys.get(area);
  if (!keys) {
    keys = (area.table?.filters ?? []).flatMap((filter) =>
      "kind" in filter && filter.kind === "dateRange" ? rangeParamsOf(filter) : [filter.name],
    );
    filterKeys.set(area, keys);
  }
  return keys;
};
