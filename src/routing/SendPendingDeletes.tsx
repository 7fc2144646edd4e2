import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ActionTypes, useCancelNotification } from "@refinedev/core";

/**
 * An undoable delete is sent as soon as the user leaves the page it was made on (issue 29), and
 * when the tab is closed: the Undo toast belongs to that page, and a delete must not wait for a
 * countdown nobody sees.
 */
export const SendPendingDeletes = () => {
  const { pathname } = useLocation();
  const { notifications, notificationDispatch } = useCancelNotification();
  const pending = useRef(notifications);
  const page = useRef(pathname);

  useEffect(() => {
    pending.current = notifications;
  }, [notifications]);

  useEffect(() => {
    const sendAll = () => {
      for (const item of pending.current) {
        if (!item.isRunning) continue;
        // Out of the queue first: its countdown must not send it a second time.
        notificationDispatch({ type: ActionTypes.REMOVE, payload: { id: item.id, resource: item.resource } });
        item.doMutation();
      }
    };
    if (page.current !== pathname) {
      page.current = pathname;
      sendAll();
    }
    window.addEventListener("pagehide", sendAll);
    return () => window.removeEventListener("pagehide", sendAll);
  }, [pathname, notificationDispatch]);

  return null;
};
