import { Suspense } from "react";
import { useTranslate } from "@refinedev/core";
import { lazyPage } from "@/components/lazyPage";
import type { FilterSpec } from "@/registry/types";
import { FilterSelect } from "./FilterSelect";
import type { FilterList } from "./filterKinds";
import { useResourceOptions } from "./useResourceOptions";

type ResourceFilterSpec = Extract<FilterSpec, { optionsFrom: unknown }>;

// A small basis that grows to the declared width: a row wraps only when even the bases do not fit,
// so search, five filters and the list tools share one row at 1400 px in every language.
const filterStyle = (width = 180) => ({ flex: "1 1 100px", maxWidth: width });

// antd's date picker (31 KB gzip) only for the lists that declare a range.
const RangeFilter = lazyPage(() => import("./RangeFilter"));

/** One record of another resource, looked up by the API's search as the user types. */
const ResourceFilter = ({ filter, list, label }: { filter: ResourceFilterSpec; list: FilterList; label: string }) => (
  <FilterSelect
    {...useResourceOptions(filter.optionsFrom, list.filters[filter.name])}
    list={list}
    name={filter.name}
    label={label}
    style={filterStyle(filter.width)}
  />
);

export const DeclaredFilter = ({ filter, list, label }: { filter: FilterSpec; list: FilterList; label: string }) => {
  const t = useTranslate();
  if ("optionsFrom" in filter) return <ResourceFilter filter={filter} list={list} label={label} />;
  if ("kind" in filter)
    return (
      <Suspense fallback={null}>
        <RangeFilter filter={filter} list={list} label={label} />
      </Suspense>
    );
  return (
    <FilterSelect
      list={list}
      name={filter.name}
      label={label}
      style={filterStyle(filter.width)}
      options={filter.values.map((value) => ({ value, label: t(`${filter.labels}${value}`) }))}
    />
  );
};
