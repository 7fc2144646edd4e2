import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
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
import { useUiStore } from "@/state/ui";
import { htmlLangCode } from "@/lib/locales";

export interface NotificationCenter {
  items: AppNotification[] | null;
  inbox: AppNotification[];
  archive: AppNotification[];
  unread: number;
  state: LiveState;
  start(): void;
  dismiss(id: AppNotification["id"]): void;
  remove(id: AppNotification["id"]): void;
}

export const pushToastKey = (id: AppNotification["id"]): string => `notification-${id}`;

/** Every message replaces the whole list; with `announce` (the bell's) a NEW item also toasts, never the first list. */
export const useNotifications = (
  manager: LiveManager = live,
  { announce = false }: { announce?: boolean } = {},
): NotificationCenter => {
  const userUuid = useAuthStore((s) => s.user?.uuid ?? null);
  // The last list with the user it belongs to: another user's list is never shown.
  const [queue, setQueue] = useState<{ user: string; list: AppNotification[] } | null>(null);
  const items = queue !== null && queue.user === userUuid ? queue.list : null;
  const state = useSyncExternalStore(
    useCallback((changed: () => void) => manager.onState(NOTIFICATIONS_KEY, changed), [manager]),
    () => manager.state(NOTIFICATIONS_KEY),
  );
  const seen = useRef<Set<string> | null>(null);

  // The start message names the console's language, so the server words the list in it (docs/api.md).
  const language = htmlLangCode(useUiStore((s) => s.language));
  const spoken = useRef(language);
  const start = useCallback(
    () => manager.publish(NOTIFICATIONS_KEY, NOTIFICATION_START, { start: true, language: spoken.current }),
    [manager],
  );
  useEffect(() => {
    if (spoken.current === language) return;
    spoken.current = language;
    if (manager.state(NOTIFICATIONS_KEY) === "connected") start();
  }, [language, manager, start]);

  useEffect(() => {
    if (userUuid === null) return undefined;
    seen.current = null;
    // Registered before subscribing, which is what opens the connection.
    const offState = manager.onState(NOTIFICATIONS_KEY, (next) => {
      if (next === "connected") start();
    });
    const offQueue = manager.subscribe(NOTIFICATIONS_KEY, NOTIFICATION_QUEUE, (body) => {
      const list = parseNotifications(body);
      if (list === null) return;
      const known = seen.current;
      if (announce && known !== null) {
        for (const n of list)
          if (isNewNotification(n) && !known.has(String(n.id)))
            toast("info", n.title, n.body, undefined, pushToastKey(n.id));
      }
      seen.current = new Set([...(known ?? []), ...list.map((n) => String(n.id))]);
      setQueue({ user: userUuid, list });
    });
    if (manager.state(NOTIFICATIONS_KEY) === "connected") start();
    return () => {
      offQueue();
      offState();
    };
  }, [announce, manager, start, userUuid]);

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
