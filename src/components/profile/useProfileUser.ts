import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslate } from "@refinedev/core";
import { userEndpoints } from "@/api/endpoints/users";
import type { User } from "@/api/types";
import { toast } from "@/providers/notification";
import { useProfileDialog } from "@/components/layout/profileDialogStore";

export interface ProfileUser {
  user: User | null;
  loading: boolean;
  /** The avatar upload answers with the whole user; the dialog shows that copy from then on. */
  replace: (user: User) => void;
}

/**
 * The dialog's own fresh copy of the user, fetched on every open: the stored one may be a
 * day old. A profile that cannot be shown is not worth an empty dialog (spec §8), so a
 * failure closes it.
 */
export const useProfileUser = (): ProfileUser => {
  const t = useTranslate();
  const close = useProfileDialog((s) => s.close);
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  // Read through a ref: a language switch changes `t` and must not refetch the user.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    let live = true;
    setLoading(true);
    userEndpoints
      .current()
      .then((fresh) => {
        if (live) setUser(fresh);
      })
      .catch(() => {
        if (!live) return;
        toast("error", tRef.current("profile.error_loading_user"));
        close();
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [close]);

  const replace = useCallback((next: User) => setUser(next), []);
  return { user, loading, replace };
};
