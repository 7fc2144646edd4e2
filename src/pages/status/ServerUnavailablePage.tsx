import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, Button } from "antd";
import { useNavigate } from "react-router";
import { ApiError } from "@/api/apiError";
import { ROUTES, takeInterruptedPage } from "@/api/redirect";
import { TIMING } from "@/config";
import { useT } from "@/providers/useT";
import { rememberPage } from "@/providers/authRedirect";
import { sessionIsGone, useAuthStore } from "@/state/auth";
import { StatusCard } from "./StatusCard";

/** Re-check after 1 s; while the API stays down, 1 s more each time, never over 5 s. */
const RECHECK_MAX_MS = 5_000;
export const recheckDelay = (failures: number): number =>
  Math.min(TIMING.statusRecheckMs * (failures + 1), RECHECK_MAX_MS);

/** axios loads with the first probe; if it cannot load, the network is down: not answering yet. */
const probe = (): Promise<boolean> =>
  import("@/api/http").then(
    ({ serverAnswers }) => serverAnswers(),
    () => false,
  );

/** Probes the API (past any open breaker) and, once it answers, returns to the interrupted page or to sign-in. */
const ServerUnavailablePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);
  const again = useRef<() => void>(() => undefined);

  const check = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    setChecking(true);
    const up = await probe();
    if (!live.current) return;
    if (up) {
      useAuthStore.setState({ tokenChecked: false });
      const session = await useAuthStore
        .getState()
        .checkToken()
        .then(
          (user) => (user ? "valid" : "gone"),
          (e: unknown) => {
            if (e instanceof ApiError && e.kind === "marker") return "marked";
            return sessionIsGone(e) ? "gone" : "unknown";
          },
        );
      if (!live.current) return;
      setChecking(false);
      // A banned or new-user marker: the request layer has already sent the user to that screen.
      if (session === "marked") return;
      if (session === "valid") return void navigate(takeInterruptedPage(), { replace: true });
      // Only the server's word ends the session; sign-in then returns to the interrupted page.
      if (session === "gone") {
        rememberPage(takeInterruptedPage());
        return void navigate(ROUTES.auth, { replace: true });
      }
    }
    setChecking(false);
    failures.current += 1;
    setStillDown(true);
    timer.current = setTimeout(() => again.current(), recheckDelay(failures.current));
  }, [navigate]);

  useEffect(() => {
    again.current = () => void check();
    live.current = true;
    timer.current = setTimeout(() => again.current(), recheckDelay(0));
    return () => {
      live.current = false;
      clearTimeout(timer.current);
    };
  }, [check]);

  return (
    <StatusCard
      screen="serverUnavailable"
      notice={
        stillDown && <Alert role="alert" type="warning" message={t("auth.server_unavailable.still_down")} showIcon />
      }
      actions={
        <Button type="primary" loading={checking} onClick={() => void check()}>
          {checking ? t("auth.server_unavailable.checking") : t("auth.server_unavailable.retry")}
        </Button>
      }
    />
  );
};

export default ServerUnavailablePage;
