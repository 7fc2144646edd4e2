import { useEffect } from "react";
import { MARKER_ROUTES } from "@/api/markers";
import { redirectTo } from "@/api/redirect";
import { live, NOTIFICATIONS_KEY, STATUS_QUEUE, type LiveManager } from "@/providers/live";
import { useAuthStore } from "@/state/auth";

const isStatus = (body: unknown): body is { status: string } =>
  typeof body === "object" && body !== null && typeof (body as { status?: unknown }).status === "string";

/** An OWNER's ban reaches an open console at once, over the notification centre's connection. */
export const useStatusPush = (manager: LiveManager = live): void => {
  const userUuid = useAuthStore((s) => s.user?.uuid ?? null);
  useEffect(() => {
    if (userUuid === null) return undefined;
    return manager.subscribe(NOTIFICATIONS_KEY, STATUS_QUEUE, (body) => {
      if (!isStatus(body) || body.status !== "BANNED") return;
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, status: "BANNED" });
      redirectTo(MARKER_ROUTES.banned);
    });
  }, [manager, userUuid]);
};
