import { useCallback } from "react";
import type { CanParams } from "@refinedev/core";
import { useAuthStore } from "@/state/auth";
import { canUser } from "./accessControl";

export type CanCheck = (resource: string, action: CanParams["action"]) => boolean;

/**
 * The permission answers for the signed-in user; a component using it re-renders when the user
 * (and so their role or permissions) changes, unlike a one-off read of the store.
 */
export const useCan = (): CanCheck => {
  const user = useAuthStore((s) => s.user);
  return useCallback((resource, action) => canUser(user, { resource, action }), [user]);
};
