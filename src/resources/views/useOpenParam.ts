import { useEffect, useState } from "react";
import { useOne, type BaseRecord } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { OPEN_PARAM } from "@/registry/recordUrl";

/**
 * Reads a list's `?open=<id>` (a link from the palette, Activity, a toast or the dashboard) and
 * hands the id to `open` (a stable function: a state setter, a store's action) once, then takes it
 * out of the address, so closing the record does not reopen it and a reload shows the list.
 */
export const useOpenParam = (open: (id: string) => void): void => {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_PARAM);
  useEffect(() => {
    if (!id) return;
    open(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, open, setParams]);
};

/**
 * useOpenParam for a page that opens a record from its row (an edit dialog): the record is read
 * through refine's useOne, then handed to `open` once it is there.
 */
export const useOpenRecord = <T extends BaseRecord>(resource: string, open: (row: T) => void): void => {
  const [id, setId] = useState<string | null>(null);
  useOpenParam(setId);
  const { result } = useOne<T>({ resource, id: id ?? "", queryOptions: { enabled: id !== null } });
  // Handed over while rendering, as React's own pattern for state that follows a read: no effect
  // that renders twice.
  if (id !== null && result) {
    setId(null);
    open(result);
  }
};
