import { useCallback, useEffect, useState } from "react";
import { useOne, useTranslate, type BaseRecord } from "@refinedev/core";
import type { User } from "@/api/types";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { profileUser } from "@/registry/lookups/profile";

interface ProfileUser {
  user: User | null;
  loading: boolean;
  replace: (user: User) => void;
}

/** Read fresh on every open (the stored user may be a day old); a failure closes the dialog with a toast. */
export const useProfileUser = (): ProfileUser => {
  const t = useTranslate();
  const close = useProfileDialog((s) => s.close);
  const { result, query } = useOne<User & BaseRecord>({
    resource: profileUser.name,
    id: "current",
    queryOptions: { staleTime: 0, gcTime: 0 },
    errorNotification: () => ({ type: "error", message: t("profile.error_loading_user") }),
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) close();
  }, [failed, close]);
  const [replaced, setReplaced] = useState<User | null>(null);
  const replace = useCallback((next: User) => setReplaced(next), []);
  return { user: replaced ?? result ?? null, loading: query.isLoading, replace };
};
