import { useCallback, useEffect, useState } from "react";
import { useOne, type BaseRecord } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { OPEN_PARAM } from "@/registry/recordUrl";
import { useSearchUpdate } from "@/lib/useSearchUpdate";
import { spotlight } from "./spotlightStore";

/** Hands `?open=<id>` to `open` once, then removes it, so closing does not reopen and a reload shows the list. */
export const useOpenParam = (open: (id: string) => void): void => {
  const [params] = useSearchParams();
  const update = useSearchUpdate();
  const id = params.get(OPEN_PARAM);
  useEffect(() => {
    if (!id) return;
    open(id);
    update((next) => next.delete(OPEN_PARAM));
  }, [id, open, update]);
};

/** For a page that opens a record from its row: the record is read through useOne, then handed over. */
export const useOpenRecord = <T extends BaseRecord>(resource: string, open: (row: T) => void): void => {
  const [id, setId] = useState<string | null>(null);
  useOpenParam(setId);
  const { result } = useOne<T>({ resource, id: id ?? "", queryOptions: { enabled: id !== null } });
  // Handed over while rendering, React's pattern for state that follows a read.
  if (id !== null && result) {
    setId(null);
    open(result);
  }
};

/** For a list whose records have no read of their own: the row is brought to view and marked, then handed to `open`. */
export const useOpenRow = <T extends object>(
  resource: string,
  rows: readonly T[],
  idField: string,
  open?: (row: T) => void,
): void => {
  const [id, setId] = useState<string | null>(null);
  useOpenParam(
    useCallback(
      (wanted: string) => {
        spotlight(resource, wanted);
        setId(wanted);
      },
      [resource],
    ),
  );
  const row = id === null ? undefined : rows.find((r) => String((r as Record<string, unknown>)[idField]) === id);
  // Handed over while rendering, as useOpenRecord does.
  if (id !== null && row) {
    setId(null);
    open?.(row);
  }
};
