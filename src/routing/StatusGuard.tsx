import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "@/api/apiError";
import { ROUTES } from "@/api/redirect";
import type { User } from "@/api/types";
import { useAuthStore } from "@/state/auth";
import { FullPageSpin } from "@/components/layout/FullPageSpin";

type AccountStatus = User["status"];

const MARKER_STATUS: Record<string, AccountStatus> = { banned: "BANNED", new_user: "NEW" };
const SCREEN: Partial<Record<AccountStatus, string>> = { NEW: ROUTES.newUser, BANNED: ROUTES.banned };

/** The session's account status: the stored user's, else the server's answer or marker. */
const sessionStatus = async (): Promise<AccountStatus | "signed-out" | "unknown"> => {
  const stored = useAuthStore.getState().user;
  if (stored) return stored.status;
  useAuthStore.setState({ tokenChecked: false });
  try {
    const user = await useAuthStore.getState().checkToken();
    return user ? user.status : "signed-out";
  } catch (e) {
    if (!(e instanceof ApiError)) return "unknown";
    if (e.kind === "marker" && e.code) return MARKER_STATUS[e.code] ?? "unknown";
    return e.kind === "auth" ? "signed-out" : "unknown";
  }
};

/** /new-user and /ban-user only for an account in that state; an unverifiable session keeps the screen. */
export function StatusGuard({ status, children }: { status: AccountStatus; children: ReactNode }) {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(() => useAuthStore.getState().user?.status === status);

  useEffect(() => {
    if (allowed) return undefined;
    let cancelled = false;
    void sessionStatus().then((found) => {
      if (cancelled) return;
      if (found === status || found === "unknown") return setAllowed(true);
      const to = found === "signed-out" ? ROUTES.login : (SCREEN[found] ?? ROUTES.home);
      void navigate(to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // Decided once on entry, like the other guards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return allowed ? <>{children}</> : <FullPageSpin />;
}
