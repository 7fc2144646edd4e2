import { changesText, type AuditChange } from "@/lib/auditChanges";

/** What was done: refine's three mutations and the console's own actions. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "role_add",
  "role_remove",
  "approve",
  "ban",
  "decrypt",
  "import",
  "export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** An entry as `GET /audit/list` sends it (docs/api.md "Activity log"). */
export interface AuditEntryWire {
  id: number;
  created_at: string;
  resource: string;
  action: string;
  record_id: string | null;
  record_label: string | null;
  author: { uuid: string; login: string; name: string } | null;
  changes: AuditChange[];
  details: string | null;
}

export interface AuditEntry {
  id: number;
  createdAt: string;
  resource: string;
  action: string;
  recordId: string | null;
  recordLabel: string | null;
  /** what the list shows of the record: its name when the entry has one, else its id */
  record: string | null;
  authorUuid: string | null;
  authorLogin: string | null;
  /** the author's full name, or the login when there is none */
  author: string | null;
  changes: AuditChange[];
  changesText: string;
  details: string | null;
}

/** What `POST /audit/create` takes: the server adds who and when from the session and its clock. */
export interface AuditEntryInput {
  resource: string;
  action: AuditAction;
  recordId?: string | null;
  recordLabel?: string | null;
  changes?: AuditChange[];
  /** a short note that is no field: the roles of a role change, the count of an import */
  details?: string | null;
}

export const toAuditEntry = (w: AuditEntryWire): AuditEntry => ({
  id: w.id,
  createdAt: w.created_at,
  resource: w.resource,
  action: w.action,
  recordId: w.record_id,
  recordLabel: w.record_label,
  record: w.record_label ?? w.record_id,
  authorUuid: w.author?.uuid ?? null,
  authorLogin: w.author?.login ?? null,
  author: w.author ? w.author.name.trim() || w.author.login : null,
  changes: w.changes,
  changesText: changesText(w.changes),
  details: w.details,
});
