import { useCallback, useState } from "react";
import type { User } from "@/api/types";
import { TIMING } from "@/config";
import { useDelay } from "@/pages/auth/useTimeouts";
import { useAuthStore } from "@/state/auth";

export type RecheckResult = { kind: "user"; user: User } | { kind: "signed-out" } | { kind: "failed"; error: unknown };

/** After 1 s the status screens ask for the session again, clearing the once-per-session check flag first. */
export const useSessionRecheck = (): { checking: boolean; recheck: () => Promise<RecheckResult> } => {
  const delay = useDelay();
  const [checking, setChecking] = useState(false);

  const recheck = useCallback(async (): Promise<RecheckResult> => {
    setChecking(true);
    try {
      await delay(TIMING.statusRecheckMs);
      useAuthStore.setState({ tokenChecked: false });
      const user = await useAuthStore.getState().checkToken();
      return user ? { kind: "user", user } : { kind: "signed-out" };
    } catch (error) {
      return { kind: "failed", error };
    } finally {
      setChecking(false);
    }
  }, [delay]);

  return { checking, recheck };
};
