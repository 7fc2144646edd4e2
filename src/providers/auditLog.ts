import type { AuditLogProvider, LogParams } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/apiError";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryInput } from "@/api/types/audit";
import { auditChanges, maskSecrets, stripSecrets } from "@/lib/auditChanges";
import { registry } from "@/registry";
import { activity } from "@/registry/areas/activity";
import { lookups } from "@/registry/lookups";
import type { ApiDeclaration, AuditedMutation, LookupDeclaration, ResourceDeclaration } from "@/registry/types";
import { isAreaMissing, missingEpoch, useMissingAreas } from "@/state/missingAreas";
import { auditedRecordLabel, recordAmong, recordIn } from "./auditRecords";

type Declared = ResourceDeclaration | LookupDeclaration;

const declarationOf = (name: string): Declared | undefined =>
  registry.find((r) => r.name === name) ?? lookups.find((l) => l.name === name);

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

const recordEntries = async (resource: string, id: unknown) => {
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

/** refine's audit-log provider: an entry per record without secrets; the old record comes from refine's cache. */
export const createAuditLogProvider = (queryClient: QueryClient): AuditLogProvider => {
  const before = new Map<string, Record<string, unknown>>();
  const keyOf = (resource: string, id: string | number) => `${resource}\u0000${String(id)}`;
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== "updated" || (event.action.type !== "pending" && event.action.type !== "error")) return;
    const key = event.mutation.options.mutationKey;
    if (!Array.isArray(key) || !key.some((part) => typeof part === "string" && SNAPSHOT_MUTATIONS.has(part))) return;
    const variables = event.mutation.state.variables as { resource?: unknown; id?: unknown; ids?: unknown } | undefined;
    const resource = variables?.resource;
    if (typeof resource !== "string") return;
    const idField = idFieldOf(declarationOf(resource));
    // An optimistic or undoable mutation already took the row out of the cache: refine's list snapshot has it.
    const context = event.mutation.state.context as { previousQueries?: [unknown, unknown][] } | undefined;
    for (const id of idsOf(variables?.ids ?? [variables?.id])) {
      // A failed call logs nothing: its snapshot goes.
      if (event.action.type === "error") {
        before.delete(keyOf(resource, id));
        continue;
      }
      const row =
        recordIn(queryClient, resource, id, idField) ?? recordAmong(context?.previousQueries ?? [], id, idField);
      if (row) before.set(keyOf(resource, id), row);
    }
  });

  return {
    create: async (params: LogParams) => {
      const declared = declarationOf(params.resource);
      if (!declared) return;
      // refine names a bulk call "deleteMany" with the ids: the log has an entry per record.
      const action = params.action.replace(/Many$/, "");
      const secrets = secretFieldsOf(declared);
      let entries: AuditEntryInput[];
      if (isMutation(action)) {
        if (declared.audit?.includes(action) === false) return;
        entries = mutationEntries(params, action, declared, secrets, (id) => {
          const key = keyOf(params.resource, id);
          const row = before.get(key);
          before.delete(key);
          return row;
        });
      } else if (isAuditAction(action)) {
        entries = [actionEntry(params, action, secrets)];
      } else return;
      const written = await Promise.all(entries.map(writeAuditEntry));
      if (written.some(Boolean)) refreshAuditReads(queryClient);
    },
    get: async ({ resource, meta }) => recordEntries(resource, meta?.id),
    // An audit log is not edited.
    update: () => Promise.reject(new Error("The activity log cannot be edited")),
  };
};

const SNAPSHOT_MUTATIONS = new Set(["update", "updateMany", "delete", "deleteMany"]);

const idFieldOf = (declared: ApiDeclaration | LookupDeclaration | undefined): string => declared?.idField ?? "id";

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

const idsOf = (value: unknown): (string | number)[] =>
  Array.isArray(value)
    ? value.filter((id): id is string | number => typeof id === "string" || typeof id === "number")
    : [];

export const refreshAuditReads = (queryClient: QueryClient): void => {
  void queryClient.invalidateQueries({ queryKey: ["audit"] });
  void queryClient.invalidateQueries({ queryKey: ["data", "default", activity.name] });
};
