import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import { useAuthStore } from "@/state/auth";

/**
 * The signed-in shell leaves for sign-in as soon as the session ends, however it ended: a refused
 * refresh, or a sign-out in another tab, not at the next failed call.
 */
export const useLeaveOnSignOut = (): void => {
  const navigate = useNavigate();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.user !== null && state.user === null) void navigate(ROUTES.login, { replace: true });
      }),
    [navigate],
  );
};
