import { Suspense } from "react";
import { useList, useTranslate } from "@refinedev/core";
import { lazyPage } from "@/components/lazyPage";
import { CountryFlag } from "@/components/locale";
import { useLocales } from "@/components/locale/useLocales";
import type { FilterSpec } from "@/registry/types";
import { FilterSelect } from "./FilterSelect";
import type { FilterList } from "./filterKinds";
import { useResourceOptions } from "./useResourceOptions";

type ResourceFilterSpec = Extract<FilterSpec, { optionsFrom: unknown }>;
type LookupFilterSpec = Extract<FilterSpec, { lookup: string }>;
interface KindProps<F> {
  filter: F;
  list: FilterList;
  label: string;
}

// A small basis that grows to the declared width: a row wraps only when even the bases do not fit,
// so search, five filters and the list tools share one row at 1400 px in every language.
const filterStyle = (width = 180) => ({ flex: "1 1 100px", maxWidth: width });

// antd's date picker (31 KB gzip) only for the lists that declare a range.
const RangeFilter = lazyPage(() => import("./RangeFilter"));

/** One record of another resource, looked up by the API's search as the user types. */
const ResourceFilter = ({ filter, list, label }: KindProps<ResourceFilterSpec>) => (
  <FilterSelect
    {...useResourceOptions(filter.optionsFrom, list.filters[filter.name])}
    list={list}
    name={filter.name}
    label={label}
    style={filterStyle(filter.width)}
  />
);

const LookupFilter = ({ filter, list, label }: KindProps<LookupFilterSpec>) => {
  const t = useTranslate();
  const { result, query } = useList<{ id: string }>({ resource: filter.lookup, pagination: { mode: "off" } });
  return (
    <FilterSelect
      list={list}
      name={filter.name}
      label={label}
      loading={query.isLoading}
      style={filterStyle(filter.width)}
      options={result.data.map(({ id }) => ({ value: String(id), label: t(`${filter.labels}${id}`, String(id)) }))}
    />
  );
};

const LocaleFilter = ({ filter, list, label }: KindProps<FilterSpec>) => {
  const locales = useLocales();
  return (
    <FilterSelect
      list={list}
      name={filter.name}
      label={label}
      showSearch
      optionFilterProp="title"
      loading={locales.loading}
      style={filterStyle(filter.width)}
      options={locales.standard.map((l) => ({
        value: String(l.id),
        title: l.name,
        label: <CountryFlag code={l.country} label={l.name} />,
      }))}
    />
  );
};

export const DeclaredFilter = ({ filter, list, label }: KindProps<FilterSpec>) => {
  const t = useTranslate();
  if ("optionsFrom" in filter) return <ResourceFilter filter={filter} list={list} label={label} />;
  if ("lookup" in filter) return <LookupFilter filter={filter} list={list} label={label} />;
  if ("kind" in filter && filter.kind === "locale") return <LocaleFilter filter={filter} list={list} label={label} />;
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
