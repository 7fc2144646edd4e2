import type { AccessControlProvider, CanParams, CanReturnType } from "@refinedev/core";
import type { User } from "@/api/types";
import { useAuthStore } from "@/state/auth";
import { findResource } from "@/registry";
import { hasPermission, hasRole } from "@/registry/permissions";

const ACTION_TO_PERMISSION: Record<string, "view" | "edit" | "delete"> = {
  list: "view",
  show: "view",
  create: "edit",
  edit: "edit",
  clone: "edit",
  delete: "delete",
};

/** Local answers from the registry and role table, so tables can ask per row; unknown resources: active users. */
export const canUser = (user: User | null, { resource, action }: Pick<CanParams, "resource" | "action">): boolean => {
  const declaration = findResource(resource);
  if (!hasRole(user, declaration?.meta.roles)) return false;
  const kind = ACTION_TO_PERMISSION[action] ?? action;
  const permission = declaration?.permissions?.[kind as "view" | "edit" | "delete"];
  if (permission) return hasPermission(user, permission);
  // Actions beyond viewing need an explicit permission in the declaration.
  return kind === "view";
};

/** The current user's answer, for non-React callers; components use `useCan`, which re-renders on a user change. */
export const canAccess = (params: Pick<CanParams, "resource" | "action">): boolean =>
  canUser(useAuthStore.getState().user, params);

export const accessControlProvider: AccessControlProvider = {
  can: async (params): Promise<CanReturnType> => {
    const can = canAccess(params);
    return can ? { can } : { can, reason: "error.access_denied.message" };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    queryOptions: { staleTime: 0, gcTime: 0 },
  },
};
