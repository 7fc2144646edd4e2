import { AUDIT_ACTIONS } from "@/api/types/audit";
import { auditValue, isSecretField, type AuditChange } from "@/lib/auditChanges";
import { holdsRole } from "../roles";
import { listHandler } from "../crudHandlers";
import type { UserRecord } from "../db";
import { auditLog, authorOf, nextAuditId, type AuditRecord } from "../db/audit";
import { guarded } from "../guarded";
import { requireUser, type ResolverInfo } from "../session";
import { fail, invalid, jsonBody, ok, type FieldErrors } from "../wire";
import { queryOf } from "./fleetBody";

/** ADMIN and OWNER see the console's records, so their history too (docs/api.md "Activity log"). */
const requireAdmin = (info: ResolverInfo): UserRecord | Response => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return holdsRole(user, ["ADMIN", "OWNER"]) ? user : fail(403, "Permission denied: role ADMIN or OWNER");
};

/** Days (YYYY-MM-DD, both included) or moments (ISO 8601). */
const bound = (value: string | null, end: boolean): number | null => {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(day ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(ms)) return null;
  return day && end ? ms + 86_400_000 - 1 : ms;
};

const scope = (request: Request): AuditRecord[] => {
  const q = queryOf(request);
  const from = bound(q.get("from"), false);
  const to = bound(q.get("to"), true);
  const user = q.get("user");
  return auditLog.filter((row) => {
    const time = Date.parse(row.created_at);
    return (
      (!q.get("resource") || row.resource === q.get("resource")) &&
      (!q.get("action") || row.action === q.get("action")) &&
      (!q.get("record_id") || row.record_id === q.get("record_id")) &&
      (!user || row.author_uuid === user || row.author_login === user) &&
      (from === null || time >= from) &&
      (to === null || time <= to)
    );
  });
};

const toWire = (rows: readonly AuditRecord[]) =>
  rows.map(({ author_uuid, author_login, author_name, ...row }) => ({
    ...row,
    author: { uuid: author_uuid, login: author_login, name: author_name },
  }));

/** Assumed: a form has a few dozen. */
const MAX_AUDIT_CHANGES = 200;

const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;

/** The server's own secret check: a password a console forgot to strip is still not stored. */
const changesOf = (value: unknown): AuditChange[] =>
  (Array.isArray(value) ? value : []).flatMap((item: unknown): AuditChange[] => {
    if (typeof item !== "object" || item === null) return [];
    const change = item as Record<string, unknown>;
    const field = text(change.field, 100);
    if (!field || isSecretField(field)) return [];
    const kept: AuditChange = { field, new: auditValue(change.new) ?? null };
    if ("old" in change) kept.old = auditValue(change.old) ?? null;
    return [kept];
  });

export const auditHandlers = [
  listHandler<AuditRecord, ReturnType<typeof toWire>[number]>("/audit/list", requireAdmin, {
    scope,
    search: (row) => [row.author_name, row.author_login, row.resource, row.action, row.record_label, row.record_id],
    sort: "created_at:desc",
    toWire,
  }),
  // Any signed-in user's action is logged; who and when are the session's and the clock's.
  guarded("post", "/audit/create", "user", async (info, user) => {
    const body = await jsonBody(info.request);
    const errors: FieldErrors = {};
    const resource = text(body.resource, 60);
    const action = text(body.action, 30);
    if (!resource) errors.resource = "resource is required";
    if (!action || !(AUDIT_ACTIONS as readonly string[]).includes(action)) errors.action = "action is not known";
    if (Array.isArray(body.changes) && body.changes.length > MAX_AUDIT_CHANGES)
      errors.changes = `An entry records at most ${MAX_AUDIT_CHANGES} changes`;
    if (!resource || !action || Object.keys(errors).length > 0) return invalid(errors);
    const entry = auditLog.insert({
      id: nextAuditId(),
      created_at: new Date().toISOString(),
      resource,
      action,
      record_id: text(body.record_id, 120),
      record_label: text(body.record_label, 120),
      ...authorOf(user),
      changes: changesOf(body.changes),
      details: text(body.details, 200),
    });
    return ok(toWire([entry])[0], { status: 201 });
  }),
];
