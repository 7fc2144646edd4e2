import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "@/api/redirect";
import { useAuthStore } from "@/state/auth";

/** Leaves for sign-in as soon as the session ends (refused refresh, sign-out in another tab). */
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
