import type { LogParams } from "@refinedev/core";
import { ApiError } from "@/api/apiError";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryInput } from "@/api/types/audit";
import { auditChanges, maskSecrets, stripSecrets } from "@/lib/auditChanges";
import { activity } from "@/registry/areas/activity";
import type { AuditedMutation, LookupDeclaration, ResourceDeclaration } from "@/registry/types";
import { isAreaMissing, missingEpoch, useMissingAreas } from "@/state/missingAreas";
import { auditedRecordLabel, idsOf } from "./auditRecords";

// What an audit entry holds and how it is written: loaded with the first entry, as a page that
// changes nothing never needs it (auditLog.ts keeps only what must run before a change is sent).

type Declared = ResourceDeclaration | LookupDeclaration;

/** Besides the named secret fields: the declaration's form's password fields. */
const secretFieldsOf = (declared: Declared | undefined): string[] =>
  declared && "form" in declared
    ? (declared.form?.fields ?? []).filter((f) => f.kind === "password").map((f) => f.key)
    : [];

const endpoints = () => import("@/api/endpoints/audit").then((m) => m.auditApi);

/** Secrets inside the record's name and the details masked. */
const masked = (entry: AuditEntryInput): AuditEntryInput => ({
  ...entry,
  ...(typeof entry.recordLabel === "string" && { recordLabel: maskSecrets(entry.recordLabel) }),
  ...(typeof entry.details === "string" && { details: maskSecrets(entry.details) }),
});

/** Never throws or toasts: the action succeeded already. A 404 means no log: the area leaves the sidebar. */
export const writeAuditEntry = async (entry: AuditEntryInput): Promise<boolean> => {
  if (isAreaMissing(activity.name)) return false;
  const asked = missingEpoch();
  try {
    await (await endpoints()).create(masked(entry));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) useMissingAreas.getState().markMissing(activity.name, asked);
    return false;
  }
};

export const recordEntries = async (resource: string, id: unknown) => {
  if (isAreaMissing(activity.name) || id === undefined || id === null) return [];
  const asked = missingEpoch();
  try {
    const query = { page: 1, size: 20, sort: "createdAt:desc", filters: { resource, recordId: String(id) } };
    return (await (await endpoints()).list(query)).list;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    useMissingAreas.getState().markMissing(activity.name, asked);
    return [];
  }
};

/** The entries of one refine log call, written; whether any was. `cachedRow` is the record before the change. */
export const writeEntriesOf = async (
  params: LogParams,
  declared: Declared,
  cachedRow: (id: string | number) => Record<string, unknown> | undefined,
): Promise<boolean> => {
  // refine names a bulk call "deleteMany" with the ids: the log has an entry per record.
  const action = params.action.replace(/Many$/, "");
  const secrets = secretFieldsOf(declared);
  let entries: AuditEntryInput[];
  if (isMutation(action)) {
    if (declared.audit?.includes(action) === false) return false;
    entries = mutationEntries(params, action, declared, secrets, cachedRow);
  } else if (isAuditAction(action)) {
    entries = [actionEntry(params, action, secrets)];
  } else return false;
  const written = await Promise.all(entries.map(writeAuditEntry));
  return written.some(Boolean);
};

const isMutation = (action: string): action is AuditedMutation =>
  action === "create" || action === "update" || action === "delete";

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

type Row = Record<string, unknown>;

const mutationEntries = (
  params: LogParams,
  action: AuditedMutation,
  declared: Declared,
  secrets: readonly string[],
  cachedRow: (id: string | number) => Row | undefined,
): AuditEntryInput[] => {
  const ids = idsOf(params.meta.ids ?? [params.meta.id]);
  return (ids.length > 0 ? ids : [undefined]).map((id, at): AuditEntryInput => {
    const sent: unknown = Array.isArray(params.data) ? (params.data as unknown[])[at] : params.data;
    const data = stripSecrets(sent, secrets) as Row | undefined;
    const cached = id === undefined ? undefined : cachedRow(id);
    const before = cached ?? (params.previousData as Row | undefined);
    return {
      resource: params.resource,
      action,
      recordId: id === undefined ? null : String(id),
      // refine's hooks leave the record's name to the values (their meta `label` is the sidebar's): hence our own.
      recordLabel:
        typeof params.meta.auditLabel === "string"
          ? params.meta.auditLabel
          : auditedRecordLabel(declared, data, before),
      changes: action === "delete" ? [] : auditChanges(data, before, secrets),
    };
  });
};

const actionEntry = (params: LogParams, action: AuditAction, secrets: readonly string[]): AuditEntryInput => {
  const meta = params.meta as { id?: unknown; auditLabel?: unknown; auditDetails?: unknown };
  const textOf = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : null);
  return {
    resource: params.resource,
    action,
    recordId: textOf(meta.id),
    recordLabel: textOf(meta.auditLabel),
    details: textOf(meta.auditDetails),
    changes: auditChanges(params.data, params.previousData, secrets),
  };
};
