import { createElement } from "react";
import type { NotificationProvider } from "@refinedev/core";
import { Button } from "antd";
import { i18n } from "./i18n";
import type { NotificationInstance } from "antd/es/notification/interface";
import { TIMING } from "@/config";

export type ToastKind = "info" | "success" | "warning" | "error";

/**
 * Toasts rise from the bottom right corner: at the top they covered the page header's actions
 * and the top bar's menus as they opened. Their bottom edge stays above the back-to-top button.
 */
const PLACEMENT = "bottomRight";
const BOTTOM_PX = 96;

/** antd's App holds the max-count; this keeps one instance the whole app (and non-React code) can use. */
let instance: NotificationInstance | null = null;

export const bindToasts = (api: NotificationInstance): void => {
  instance = api;
};

export const toast = (
  kind: ToastKind,
  message: string,
  description?: string,
  durationMs: number = TIMING.toastMs,
  key?: string,
): void => {
  instance?.[kind]({ message, description, duration: durationMs / 1000, key, placement: PLACEMENT });
};

/** Closes the toast opened with this key, if it is still open. */
export const closeToast = (key: string): void => instance?.destroy(key);

/**
 * An undoable delete's toast (refine opens it again each second with the time left): it stays
 * until the delete is sent or undone, and its button cancels the delete.
 */
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

/** 3000 ms, at most 5 at once, the oldest dropped; in the one corner where nothing is covered. */
export const TOAST_CONFIG = {
  maxCount: TIMING.toastMax,
  duration: TIMING.toastMs / 1000,
  placement: PLACEMENT,
  bottom: BOTTOM_PX,
} as const;
