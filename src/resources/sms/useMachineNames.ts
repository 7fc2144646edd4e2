import { useMemo, useState } from "react";
import { useList, type BaseRecord } from "@refinedev/core";
import type { Machine } from "@/api/types/machines";
import { useCan } from "@/providers/useCan";
import { machines } from "@/registry/areas/machines";

/** Codes name machines by id and the API has no lookup by id: the machine list is read once, only with view:servers. */
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
