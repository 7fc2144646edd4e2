import { useCallback } from "react";
import { useLog } from "@refinedev/core";
import type { AuditAction } from "@/api/types/audit";

/** An action of the console's own, done outside refine's data hooks (a role change, a decrypt, an export). */
export interface AuditedAction {
  resource: string;
  action: AuditAction;
  id?: string | number;
  label?: string;
  /** a short note that is no field: the role given, how many rows an export wrote */
  details?: string | number;
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
}

/** Logs through refine's useLog; fire and forget, the action never fails over its log. */
export const useAuditLog = (): ((action: AuditedAction) => void) => {
  const { mutate } = useLog().log;
  return useCallback(
    ({ resource, action, id, label, details, data, previousData }: AuditedAction) =>
      mutate({ resource, action, data, previousData, meta: { id, auditLabel: label, auditDetails: details } }),
    [mutate],
  );
};
