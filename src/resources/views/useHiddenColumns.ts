import { useCallback } from "react";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";

const NONE: readonly string[] = [];

/**
 * The columns a user hid from one list (issue 29), remembered in ui-storage per user and list, so
 * a colleague signing in on the same browser sees the list as declared.
 */
export const useHiddenColumns = (tableKey: string): [readonly string[], (columns: string[]) => void] => {
  const user = useAuthStore((s) => s.user?.uuid ?? "");
  const key = `${user}:${tableKey}`;
  const hidden = useUiStore((s) => s.hiddenColumns[key] ?? NONE);
  const set = useUiStore((s) => s.setHiddenColumns);
  return [hidden, useCallback((columns: string[]) => set(key, columns), [set, key])];
};
