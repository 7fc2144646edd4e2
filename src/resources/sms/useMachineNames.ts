import { useMemo } from "react";
import { machinesApi } from "@/api/endpoints/machines";
import { hasPermission } from "@/providers/permissions";
import { useAuthStore } from "@/state/auth";
import { useLoaded } from "./useLoaded";

export interface MachineNames {
  /** null until asked for (or when the user may not read machines) */
  nameOf: (machineId: number) => string | undefined;
  loading: boolean;
}

/**
 * Codes name their machine by id, while the machine dialog opens by name; the API has no lookup
 * by id, so the first look at a number's codes fetches the machine list once. Machines are read
 * under view:servers: without it the call would be a forbidden request, so it is never made.
 */
export const useMachineNames = (wanted: boolean): MachineNames => {
  const user = useAuthStore((s) => s.user);
  const allowed = hasPermission(user, "view:servers");
  const { data, loading } = useLoaded(
    "machines:names",
    async () => new Map((await machinesApi.list({ page: 1, size: -1 })).list.map((m) => [m.id, m.nameMachine])),
    wanted && allowed,
  );
  return useMemo(() => ({ nameOf: (id: number) => data?.get(id), loading }), [data, loading]);
};
