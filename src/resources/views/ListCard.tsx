import type { ReactNode } from "react";
import { Card, type CardProps } from "@/components/widgets";
import { DataTable, type DataTableProps } from "@/components/table";
import type { ListTable, ListTableProps } from "./useListTable";

export interface ListCardProps<T extends object>
  extends
    Omit<DataTableProps<T>, keyof ListTableProps<T> | "emptyText">,
    Pick<CardProps, "className" | "styles" | "children"> {
  /** the page's list: its rows and table state, and its search for the empty text */
  list: Pick<ListTable<T>, "tableProps" | "search">;
  /** the rows to show when the page adjusts the list's own (live figures) */
  rows?: readonly T[];
  empty: ReactNode;
  /** what it says instead while a search finds nothing; `empty` when the list says the same */
  noMatch?: ReactNode;
}

/** A list page's table in its borderless card, fed by the page's list; `children` follow the table in the card. */
export const ListCard = <T extends object>({
  list,
  empty,
  noMatch = empty,
  className,
  styles,
  children,
  ...table
}: ListCardProps<T>) => (
  <Card variant="borderless" className={className} styles={styles}>
    <DataTable<T> {...list.tableProps} {...table} emptyText={list.search ? noMatch : empty} />
    {children}
  </Card>
);
