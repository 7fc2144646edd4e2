import { useEffect } from "react";
import { notification } from "antd";
import { bindToasts, TOAST_CONFIG } from "@/providers/notification";

/**
 * Where toasts render: antd's notification hook with the toast limits (3000 ms, at most 5, the
 * oldest dropped). Not antd's <App>, which also pulls in Modal, a weight the sign-in page does not
 * need (its budget is 300 KB of gzip JavaScript).
 */
export function ToastHost() {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useEffect(() => bindToasts(api), [api]);
  return holder;
}
