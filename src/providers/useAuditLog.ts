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

/**
 * Logs an action through refine's useLog, so the audit-log provider of <Refine> writes it as it
 * writes refine's own mutations. Fire and forget: the provider never fails the action it records.
 */
export const useAuditLog = (): ((action: AuditedAction) => void) => {
  const { mutate } = useLog().log;
  return useCallback(
    ({ resource, action, id, label, details, data, previousData }: AuditedAction) =>
      mutate({ resource, action, data, previousData, meta: { id, auditLabel: label, auditDetails: details } }),
    [mutate],
  );
};
