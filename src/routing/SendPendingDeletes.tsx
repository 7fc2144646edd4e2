import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ActionTypes, useCancelNotification } from "@refinedev/core";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { sendingWhileLeaving, setPendingSender } from "@/api/pendingWrites";

// How long sign-out waits for the pending deletes' answers before it goes on regardless.
const SIGN_OUT_WAIT_MS = 10_000;

const deletesSettled = (queryClient: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    const cache = queryClient.getMutationCache();
    const busy = () =>
      cache
        .getAll()
        .some(
          (mutation) =>
            mutation.state.status === "pending" &&
            (mutation.options.mutationKey ?? []).some((part) => part === "delete" || part === "deleteMany"),
        );
    if (!busy()) return resolve();
    const timer = setTimeout(done, SIGN_OUT_WAIT_MS);
    const stop = cache.subscribe(() => {
      if (!busy()) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });

/**
 * An undoable delete is sent when the user leaves its page (its Undo toast goes with it): as keepalive requests when
 * the page goes away, and awaited by sign-out while the session still holds.
 */
export const SendPendingDeletes = () => {
  const { pathname } = useLocation();
  const { notifications, notificationDispatch } = useCancelNotification();
  const queryClient = useQueryClient();
  const pending = useRef(notifications);
  const page = useRef(pathname);
  const sendAll = useRef(() => {});

  useEffect(() => {
    pending.current = notifications;
  }, [notifications]);

  useEffect(() => {
    sendAll.current = () => {
      for (const item of pending.current) {
        if (!item.isRunning) continue;
        // Out of the queue first: its countdown must not send it a second time.
        notificationDispatch({ type: ActionTypes.REMOVE, payload: { id: item.id, resource: item.resource } });
        item.doMutation();
      }
      // The queue is from the last render: sent items must not go again before the next (pagehide, then visibilitychange).
      pending.current = pending.current.filter((item) => !item.isRunning);
    };
  }, [notificationDispatch]);

  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    sendAll.current();
  }, [pathname]);

  useEffect(() => {
    const leave = () => sendingWhileLeaving(() => sendAll.current());
    const hidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    setPendingSender(() => {
      sendAll.current();
      return deletesSettled(queryClient);
    });
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      setPendingSender(null);
    };
  }, [queryClient]);

  return null;
};
