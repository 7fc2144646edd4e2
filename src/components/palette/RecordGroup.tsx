import { useEffect, useMemo } from "react";
import { useGetLocale, useList, useTranslate, type BaseRecord } from "@refinedev/core";
import { htmlLangCode } from "@/lib/locales";
import { Command } from "cmdk";
import type { ResourceDeclaration } from "@/registry/types";
import { MIN_RECORD_SEARCH, RECORDS_PER_AREA, recordMatches, recordPath, recordTitle } from "./paletteCommands";
import { areaLabel } from "./areaLabel";
import styles from "./CommandPalette.module.css";

export interface RecordSearchState {
  loading: boolean;
  failed: boolean;
  count: number;
}

interface RecordGroupProps {
  area: ResourceDeclaration;
  term: string;
  onState: (area: string, state: RecordSearchState) => void;
  onOpen: (path: string) => void;
}

/** One area's records through the data provider: the list's own search, or an area with declared names read whole and matched here. */
export const RecordGroup = ({ area, term, onState, onOpen }: RecordGroupProps) => {
  const t = useTranslate();
  const reader = htmlLangCode(useGetLocale()() ?? "");
  const enabled = term.length >= MIN_RECORD_SEARCH;
  const whole = !!area.search?.names;
  const { result, query } = useList<BaseRecord>({
    resource: area.name,
    filters: whole ? [] : [{ field: "search", operator: "contains", value: term }],
    pagination: whole ? { mode: "off" } : { currentPage: 1, pageSize: RECORDS_PER_AREA },
    // A failed search is said once in the palette's status line, not in a toast per area.
    errorNotification: false,
    queryOptions: { enabled, retry: false },
  });
  const found = result.data;
  const rows = useMemo(
    () =>
      !enabled || query.isError
        ? []
        : whole
          ? found.filter((row) => recordMatches(area, row, term, reader)).slice(0, RECORDS_PER_AREA)
          : found,
    [enabled, query.isError, whole, found, area, term, reader],
  );
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
