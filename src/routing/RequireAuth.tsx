import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { authProvider } from "@/providers/auth";
import { rememberPage } from "@/providers/authRedirect";
import { ROUTES } from "@/api/redirect";
import { TIMING } from "@/config";
import { FullPageSpin } from "@/components/layout/FullPageSpin";
import { forgetBootCheck, freshBootCheck } from "./bootCheck";

type GuardState = "checking" | "allowed" | "leaving";

/** Checks the token; an unauthenticated visitor goes to /auth after 500 ms, other failures retry (3 checks at most). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The boot check started with the page (bootCheck.ts) is this guard's first; answered already, no spinner shows.
  const [boot] = useState(freshBootCheck);
  const [state, setState] = useState<GuardState>(() => (boot?.settled?.authenticated ? "allowed" : "checking"));
  const checks = useRef(0);

  useEffect(() => {
    forgetBootCheck();
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const here = `${location.pathname}${location.search}`;

    const leave = (to: string, delay: number) => {
      setState("leaving");
      timer = setTimeout(() => {
        if (!cancelled) void navigate(to, { replace: true });
      }, delay);
    };

    const run = async () => {
      checks.current += 1;
      const result = checks.current === 1 && boot ? await boot.result : await authProvider.check();
      if (cancelled) return;
      if (result.authenticated) return setState("allowed");
      if (result.redirectTo && result.redirectTo !== ROUTES.auth) return leave(result.redirectTo, 0);
      if (!result.redirectTo && result.error && checks.current < TIMING.guardMaxChecks) return void run();
      rememberPage(here);
      leave(ROUTES.auth, TIMING.guardRedirectMs);
    };
    if (state === "checking") void run();
    else checks.current = 1;
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // One check per entry into the protected area; navigation inside it is covered by the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state !== "allowed") return <FullPageSpin />;
  return <>{children}</>;
}
