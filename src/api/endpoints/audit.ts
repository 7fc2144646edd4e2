import { request } from "@/api/http";
import { AUDIT_PERIOD_DAYS, toAuditEntry, type AuditEntryInput, type AuditEntryWire } from "@/api/types/audit";
import type { ListRequest } from "@/api/types/fleet";
import { pagedList } from "./calls";

const DAY_MS = 86_400_000;

/** The period filter ("week") as `from`: that many days back, or the range's first day when later. */
export const withPeriod = (filters: ListRequest["filters"], now = Date.now()): ListRequest["filters"] => {
  if (!filters || !("period" in filters)) return filters;
  const { period, ...rest } = filters;
  const days = AUDIT_PERIOD_DAYS[String(period) as keyof typeof AUDIT_PERIOD_DAYS];
  if (days === undefined) return rest;
  const from = new Date(now - days * DAY_MS).toISOString();
  const dayFrom = rest.from === undefined ? undefined : String(rest.from);
  return { ...rest, from: dayFrom && Date.parse(dayFrom) > Date.parse(from) ? dayFrom : from };
};

const list = pagedList<AuditEntryWire, ReturnType<typeof toAuditEntry>>("/audit/list", toAuditEntry, {
  renames: { createdAt: "created_at", recordId: "record_id", author: "author_name" },
});

/** The activity log (assumed, docs/api.md). A write never retries: a lost entry beats a console that waits on it. */
export const auditApi = {
  list: (query: ListRequest) => list({ ...query, filters: withPeriod(query.filters) }),
  create: async (entry: AuditEntryInput): Promise<void> => {
    await request<unknown>("POST", "/audit/create", {
      data: {
        resource: entry.resource,
        action: entry.action,
        record_id: entry.recordId ?? null,
        record_label: entry.recordLabel ?? null,
        changes: entry.changes ?? [],
        details: entry.details ?? null,
      },
      noRetry: true,
    });
  },
};
