import type { CSSProperties, ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { DeclaredFilter } from "./DeclaredFilter";
import { i18nSectionOf } from "./keys";
import { ListTools, type ListToolsProps } from "./ListTools";
import { ListSearch } from "./ListSearch";
import type { ListState } from "./useListState";

// A smaller least width than a lone search box's: search, filters and tools share one row at 1400 px.
const SEARCH_STYLE: CSSProperties = { maxWidth: 320, flex: "1 1 150px" };

export const DeclaredToolbar = ({
  area,
  list,
  query,
  tableKey,
  total,
  clearSort,
  children,
}: ListToolsProps & {
  list: Pick<ListState, "search" | "setSearch" | "filters" | "setFilter" | "setFilters">;
  clearSort?: ReactNode;
  children?: ReactNode;
}) => {
  const t = useTranslate();
  const table = area.table;
  const section = i18nSectionOf(area);
  return (
    <Flex gap={8} wrap align="center" style={{ flex: "1 1 0", minWidth: 0 }}>
      {table?.searchable && (
        <ListSearch
          list={list}
          // An area without its own search text says "Search", as every search box does.
          label={t(table.search?.label ?? `${section}.search`, t("def.widgets.search.placeholder"))}
          placeholder={table.search?.placeholder && t(table.search.placeholder)}
          style={SEARCH_STYLE}
        />
      )}
      {(table?.filters ?? []).map((filter) => (
        <DeclaredFilter
          key={filter.name}
          filter={filter}
          list={list}
          label={t(filter.label ?? `${section}.filters.${filter.name}`)}
        />
      ))}
      {children}
      {clearSort}
      <ListTools area={area} query={query} tableKey={tableKey} total={total} />
    </Flex>
  );
};

export { filterKeysOf } from "./filterKinds";
