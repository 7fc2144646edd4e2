import { useEffect } from "react";
import { useList, useTranslate, type BaseRecord } from "@refinedev/core";
import { Command } from "cmdk";
import type { ResourceDeclaration } from "@/registry/types";
import { MIN_RECORD_SEARCH, RECORDS_PER_AREA, recordPath, recordTitle } from "./paletteCommands";
import { areaLabel } from "./areaLabel";
import styles from "./CommandPalette.module.css";

export interface RecordSearchState {
  loading: boolean;
  failed: boolean;
  count: number;
}

export interface RecordGroupProps {
  area: ResourceDeclaration;
  term: string;
  onState: (area: string, state: RecordSearchState) => void;
  onOpen: (path: string) => void;
}

/** One area's records through the data provider with the list's own search filter. */
export const RecordGroup = ({ area, term, onState, onOpen }: RecordGroupProps) => {
  const t = useTranslate();
  const enabled = term.length >= MIN_RECORD_SEARCH;
  const { result, query } = useList<BaseRecord>({
    resource: area.name,
    filters: [{ field: "search", operator: "contains", value: term }],
    pagination: { currentPage: 1, pageSize: RECORDS_PER_AREA },
    // A failed search is said once in the palette's status line, not in a toast per area.
    errorNotification: false,
    queryOptions: { enabled, retry: false },
  });
  const rows = enabled && !query.isError ? result.data : [];
  const loading = enabled && query.isFetching;
  const failed = enabled && query.isError;

  useEffect(() => {
    onState(area.name, { loading, failed, count: rows.length });
  }, [area.name, loading, failed, rows.length, onState]);

  if (rows.length === 0) return null;
  const idField = area.idField ?? "id";
  return (
    <Command.Group heading={areaLabel(area, t)} forceMount>
      {rows.map((row) => {
        const title = recordTitle(area, row);
        const id = String(row[idField] ?? title);
        return (
          // The server already matched these: the palette's own filter must not hide a record
          // matched by another field than its title.
          <Command.Item
            key={id}
            value={`record:${area.name}:${id}`}
            forceMount
            onSelect={() => onOpen(recordPath(area, row))}
            className={styles.item}
          >
            <span className={styles.label}>{title || id}</span>
          </Command.Item>
        );
      })}
    </Command.Group>
  );
};
