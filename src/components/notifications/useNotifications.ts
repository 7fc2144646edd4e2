import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AppNotification } from "@/api/types";
import {
  isNewNotification,
  live,
  NOTIFICATION_DELETE,
  NOTIFICATION_DISMISS,
  NOTIFICATION_QUEUE,
  NOTIFICATION_START,
  NOTIFICATIONS_KEY,
  parseNotifications,
  type LiveManager,
  type LiveState,
} from "@/providers/live";
import { toast } from "@/providers/notification";
import { useAuthStore } from "@/state/auth";

export interface NotificationCenter {
  /** null until the first list arrives. */
  items: AppNotification[] | null;
  inbox: AppNotification[];
  archive: AppNotification[];
  unread: number;
  state: LiveState;
  /** Asks for the full list again. */
  start(): void;
  dismiss(id: AppNotification["id"]): void;
  remove(id: AppNotification["id"]): void;
}

/**
 * The signed-in user's notification queue. Every message carries the whole list and replaces
 * the view; a NEW item not seen before also raises a toast (never for the first list, which is
 * history rather than news).
 */
export const useNotifications = (manager: LiveManager = live): NotificationCenter => {
  const userUuid = useAuthStore((s) => s.user?.uuid ?? null);
  const [items, setItems] = useState<AppNotification[] | null>(null);
  const [state, setState] = useState<LiveState>(() => manager.state(NOTIFICATIONS_KEY));
  const seen = useRef<Set<string> | null>(null);

  const start = useCallback(() => manager.publish(NOTIFICATIONS_KEY, NOTIFICATION_START, { start: true }), [manager]);

  useEffect(() => {
    if (userUuid === null) return undefined;
    seen.current = null;
    setItems(null);
    // Registered before subscribing, which is what opens the connection.
    const offState = manager.onState(NOTIFICATIONS_KEY, (next) => {
      setState(next);
      if (next === "connected") start();
    });
    const offQueue = manager.subscribe(NOTIFICATIONS_KEY, NOTIFICATION_QUEUE, (body) => {
      const list = parseNotifications(body);
      if (list === null) return;
      const known = seen.current;
      if (known !== null) {
        for (const n of list) if (isNewNotification(n) && !known.has(String(n.id))) toast("info", n.title, n.body);
      }
      seen.current = new Set([...(known ?? []), ...list.map((n) => String(n.id))]);
      setItems(list);
    });
    const current = manager.state(NOTIFICATIONS_KEY);
    setState(current);
    if (current === "connected") start();
    return () => {
      offQueue();
      offState();
    };
  }, [manager, start, userUuid]);

  const dismiss = useCallback(
    (id: AppNotification["id"]) => manager.publish(NOTIFICATIONS_KEY, NOTIFICATION_DISMISS, { id }),
    [manager],
  );
  const remove = useCallback(
    (id: AppNotification["id"]) => manager.publish(NOTIFICATIONS_KEY, NOTIFICATION_DELETE, { id }),
    [manager],
  );

  return useMemo(() => {
    const inbox = (items ?? []).filter(isNewNotification);
    const archive = (items ?? []).filter((n) => !isNewNotification(n));
    return { items, inbox, archive, unread: inbox.length, state, start, dismiss, remove };
  }, [items, state, start, dismiss, remove]);
};
