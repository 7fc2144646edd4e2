import { useEffect, useState } from "react";
import { useOne, type BaseRecord } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { OPEN_PARAM } from "@/registry/recordUrl";

/** Hands `?open=<id>` to `open` once, then removes it, so closing does not reopen and a reload shows the list. */
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
