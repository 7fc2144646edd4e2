import type { FilterSpec } from "@/registry/types";
import type { ListState } from "./useListState";

export type FilterList = Pick<ListState, "filters" | "setFilter" | "setFilters">;
export type RangeFilterSpec = Extract<FilterSpec, { kind: "dateRange" }>;

const DEFAULT_RANGE_PARAMS = ["from", "to"] as const;

/** The two URL and API parameters of a range of days. */
export const rangeParamsOf = (filter: RangeFilterSpec): readonly [string, string] =>
  filter.params ?? DEFAULT_RANGE_PARAMS;
