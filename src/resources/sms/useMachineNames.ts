import { useMemo, useState } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import type { Machine } from "@/api/types/machines";
import { useCan } from "@/providers/useCan";
import { machines } from "@/registry/areas/machines";

/**
 * Codes name their machine by id, while the machine dialog opens by name; the API has no lookup
 * by id, so the first look at a number's codes reads the machine list once (refine's cache).
 * Machines are read under view:servers: without it the call would be refused, so it is not made
 * (and `nameOf` answers undefined, as it does until `want` is called).
 */
export const useMachineNames = () => {
  const [wanted, setWanted] = useState(false);
  const allowed = useCan()(machines.name, "view");
  const enabled = wanted && allowed;
  const { result, query } = useList<Machine & BaseRecord>({
    resource: machines.name,
    pagination: { mode: "off" },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const rows = result.data;
  return useMemo(() => {
    const names = new Map(rows.map((m) => [m.id, m.nameMachine]));
    const nameOf = (id: number): string | undefined => names.get(id);
    return { nameOf, loading: enabled && query.isLoading, want: () => setWanted(true) };
  }, [rows, enabled, query.isLoading]);
};
