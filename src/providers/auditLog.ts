import type { AuditLogProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import type { AuditEntryInput } from "@/api/types/audit";
import { registry } from "@/registry";
import { activity } from "@/registry/areas/activity";
import { lookups } from "@/registry/lookups";
import type { ApiDeclaration, LookupDeclaration, ResourceDeclaration } from "@/registry/types";
import { idsOf, recordAmong, recordIn } from "./auditRecords";

// Only the snapshot of a record before its change runs here, as the change is sent; what an entry
// holds and its writing load with the first entry (auditEntries.ts).
const entries = () => import("./auditEntries");

type Declared = ResourceDeclaration | LookupDeclaration;

const declarationOf = (name: string): Declared | undefined =>
  registry.find((r) => r.name === name) ?? lookups.find((l) => l.name === name);

/** Never throws or toasts: the action succeeded already. A 404 means no log: the area leaves the sidebar. */
export const writeAuditEntry = async (entry: AuditEntryInput): Promise<boolean> =>
  (await entries()).writeAuditEntry(entry);

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
    create: async (params) => {
      const declared = declarationOf(params.resource);
      if (!declared) return;
      const cachedRow = (id: string | number) => {
        const key = keyOf(params.resource, id);
        const row = before.get(key);
        before.delete(key);
        return row;
      };
      if (await (await entries()).writeEntriesOf(params, declared, cachedRow)) refreshAuditReads(queryClient);
    },
    get: async ({ resource, meta }) => (await entries()).recordEntries(resource, meta?.id),
    update: () => Promise.reject(new Error("The activity log cannot be edited")),
  };
};

const SNAPSHOT_MUTATIONS = new Set(["update", "updateMany", "delete", "deleteMany"]);

const idFieldOf = (declared: ApiDeclaration | LookupDeclaration | undefined): string => declared?.idField ?? "id";

export const refreshAuditReads = (queryClient: QueryClient): void => {
  void queryClient.invalidateQueries({ queryKey: ["audit"] });
  void queryClient.invalidateQueries({ queryKey: ["data", "default", activity.name] });
};
