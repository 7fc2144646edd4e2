import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { useMediaQuery } from "@/lib/useMediaQuery";
import { TOOLS_COMPACT_QUERY } from "@/components/table/ClearSortButton";
import { useCan } from "@/providers/useCan";
import type { ColumnSpec, ListDeclaration } from "@/registry/types";
import { ColumnChooser } from "./ColumnChooser";
import { ExportButton } from "./ExportButton";
import { i18nSectionOf, identifyingColumn } from "./keys";
import { SavedViewsMenu } from "./SavedViewsMenu";
import { inOrder, useColumnChoice } from "./useColumnChoice";
import type { ListReadQuery, ListTable } from "./useListTable";

export interface ListToolsProps {
  area: ListDeclaration;
  /** given, the export (unless `table.export` is false) */
  query?: ListReadQuery;
  /** given, saved views and the column chooser */
  tableKey?: string;
  /** none, and there is nothing to export */
  total?: number;
}

export const toolsOf = (list: Pick<ListTable<object>, "query" | "tableProps" | "loading" | "total">) => ({
  query: list.query,
  tableKey: list.tableProps.tableKey,
  total: list.loading ? undefined : list.total,
});

export const ListTools = ({ area, query, tableKey, total }: ListToolsProps) => {
  const t = useTranslate();
  const table = area.table;
  const section = i18nSectionOf(area);
  const choice = useColumnChoice(tableKey ?? area.name, table?.columns);
  const can = useCan();
  const compact = useMediaQuery(TOOLS_COMPACT_QUERY);
  const owner = area.permissionsOf ?? area.name;
  // The columns this user may see: the chooser's choices, and the export's columns.
  const allowed = inOrder(table?.columns ?? [], choice.order).filter(
    (column) => !column.permission || can(owner, column.permission),
  );
  const titleOf = (column: ColumnSpec) => t(column.title ?? `${section}.fields.${column.key}`);
  if (!query && !tableKey) return null;
  return (
    <Flex gap={8} wrap style={{ marginInlineStart: "auto" }}>
      {tableKey && <SavedViewsMenu area={area} tableKey={tableKey} choice={choice} compact={compact} />}
      {tableKey && allowed.length > 1 && (
        <ColumnChooser
          columns={allowed}
          locked={identifyingColumn(table)}
          titleOf={titleOf}
          choice={choice}
          compact={compact}
        />
      )}
      {query && table?.export !== false && (
        <ExportButton
          compact={compact}
          area={area}
          query={query}
          disabled={total === 0}
          columns={allowed.filter(
            (column) =>
              column.export !== false &&
              (column.key === identifyingColumn(table) || !choice.hidden.includes(column.key)),
          )}
        />
      )}
    </Flex>
  );
};
