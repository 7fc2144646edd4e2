import { useCallback } from "react";
import type { CanParams } from "@refinedev/core";
import { useAuthStore } from "@/state/auth";
import { canUser } from "./accessControl";

type CanCheck = (resource: string, action: CanParams["action"]) => boolean;

/** Permission answers that re-render when the signed-in user changes. */
export const useCan = (): CanCheck => {
  const user = useAuthStore((s) => s.user);
  return useCallback((resource, action) => canUser(user, { resource, action }), [user]);
};
