import { createElement } from "react";
import type { NotificationProvider } from "@refinedev/core";
import { Button } from "antd";
import { Link } from "react-router";
import { i18n } from "./i18n";
import type { NotificationInstance } from "antd/es/notification/interface";
import { TIMING } from "@/config";

type ToastKind = "info" | "success" | "warning" | "error";

// Bottom centre: at the top toasts covered the header's actions and menus, at the bottom right a list's Next page.
const PLACEMENT = "bottom";
const BOTTOM_PX = 24;

/** antd's App holds the max-count; this keeps one instance the whole app (and non-React code) can use. */
let instance: NotificationInstance | null = null;

export const bindToasts = (api: NotificationInstance): void => {
  instance = api;
};

/** A toast's way to what it tells of: "Open" leads to the record just saved. */
interface ToastLink {
  to: string;
  label: string;
}

let linked = 0;

export const toast = (
  kind: ToastKind,
  message: string,
  description?: string,
  durationMs: number = TIMING.toastMs,
  key?: string,
  link?: ToastLink,
): void => {
  const id = key ?? (link ? `toast-link-${++linked}` : undefined);
  // A link holds its toast up while it has the keyboard's focus, as the pointer resting on it does.
  const show = (duration: number): void => {
    const actions =
      link &&
      createElement(
        Link,
        { to: link.to, onClick: () => id && closeToast(id), onFocus: () => show(0), onBlur: () => show(durationMs) },
        link.label,
      );
    instance?.[kind]({ message, description, duration: duration / 1000, key: id, placement: PLACEMENT, actions });
  };
  show(durationMs);
};

export const closeToast = (key: string): void => instance?.destroy(key);

/** Refine reopens it each second with the time left; it stays until the delete is sent or undone. */
const undoToast = (key: string | undefined, message: string, undo: () => void): void => {
  const onClick = () => {
    undo();
    if (key) closeToast(key);
  };
  instance?.info({
    key,
    message,
    duration: 0,
    placement: PLACEMENT,
    actions: createElement(Button, { size: "small", type: "primary", onClick }, i18n.t("def.resource.undo")),
  });
};

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type, cancelMutation }) => {
    if (type === "progress" && cancelMutation) return undoToast(key, message, cancelMutation);
    const kind: ToastKind = type === "progress" ? "info" : type;
    toast(kind, message, description, TIMING.toastMs, key);
  },
  close: closeToast,
};

/** 3000 ms, at most 5 at once, the oldest dropped (TOAST-2, TOAST-3). */
export const TOAST_CONFIG = {
  maxCount: TIMING.toastMax,
  duration: TIMING.toastMs / 1000,
  placement: PLACEMENT,
  bottom: BOTTOM_PX,
} as const;
