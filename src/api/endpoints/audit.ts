import { request } from "@/api/http";
import { toAuditEntry, type AuditEntryInput, type AuditEntryWire } from "@/api/types/audit";
import { pagedList } from "./calls";

/**
 * The activity log (docs/api.md "Activity log", assumed): a paged list with search, sort and
 * filters by resource, action, user, record and date; and a write of one entry. The write never
 * retries: a lost entry is better than a console that waits on it.
 */
export const auditApi = {
  list: pagedList<AuditEntryWire, ReturnType<typeof toAuditEntry>>("/audit/list", toAuditEntry, {
    renames: { createdAt: "created_at", recordId: "record_id", author: "author_name" },
  }),
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
