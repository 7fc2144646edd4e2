import { useTranslate } from "@refinedev/core";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { FilterSpec } from "@/registry/types";
import { FilterSelect } from "./FilterSelect";
import type { ListState } from "./useListState";
import { useResourceOptions } from "./useResourceOptions";

type FilterList = Pick<ListState, "filters" | "setFilter" | "setFilters">;
type ResourceFilterSpec = Extract<FilterSpec, { optionsFrom: unknown }>;
type RangeFilterSpec = Extract<FilterSpec, { kind: "dateRange" }>;

const DAY = "YYYY-MM-DD";
const DEFAULT_RANGE_PARAMS = ["from", "to"] as const;

export const rangeParamsOf = (filter: RangeFilterSpec): readonly [string, string] =>
  filter.params ?? DEFAULT_RANGE_PARAMS;

/** One record of another resource, looked up by the API's search as the user types. */
const ResourceFilter = ({ filter, list, label }: { filter: ResourceFilterSpec; list: FilterList; label: string }) => {
  const { options, onSearch, loading, filterOption } = useResourceOptions(
    filter.optionsFrom,
    list.filters[filter.name],
  );
  return (
    <FilterSelect
      showSearch
      options={options}
      onSearch={onSearch}
      loading={loading}
      filterOption={filterOption}
      list={list}
      name={filter.name}
      label={label}
      style={{ minWidth: filter.width ?? 180 }}
    />
  );
};

/** A range of whole days up to today, with the usual last 7 and 30 days one click away. */
const RangeFilter = ({ filter, list, label }: { filter: RangeFilterSpec; list: FilterList; label: string }) => {
  const t = useTranslate();
  const [fromKey, toKey] = rangeParamsOf(filter);
  const from = list.filters[fromKey];
  const to = list.filters[toKey];
  const today = dayjs();
  // A group names the pair; each end is named by its own placeholder (one aria-label would name both).
  return (
    <span role="group" aria-label={label}>
      <DatePicker.RangePicker
        placeholder={[t("def.widgets.range.from"), t("def.widgets.range.to")]}
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        disabledDate={(day) => day.isAfter(today, "day")}
        presets={[7, 30].map((days) => ({
          label: t("def.widgets.range.last_days", { count: days }),
          value: [today.subtract(days - 1, "day"), today] as [Dayjs, Dayjs],
        }))}
        onChange={(range) => list.setFilters({ [fromKey]: range?.[0]?.format(DAY), [toKey]: range?.[1]?.format(DAY) })}
        style={{ minWidth: filter.width ?? 240 }}
      />
    </span>
  );
};

export const DeclaredFilter = ({ filter, list, label }: { filter: FilterSpec; list: FilterList; label: string }) => {
  const t = useTranslate();
  if ("optionsFrom" in filter) return <ResourceFilter filter={filter} list={list} label={label} />;
  if ("kind" in filter) return <RangeFilter filter={filter} list={list} label={label} />;
  return (
    <FilterSelect
      list={list}
      name={filter.name}
      label={label}
      style={{ minWidth: filter.width ?? 180 }}
      options={filter.values.map((value) => ({ value, label: t(`${filter.labels}${value}`) }))}
    />
  );
};
