import { useEffect } from "react";
import { notification } from "antd";
import { bindToasts, TOAST_CONFIG } from "@/providers/notification";

/** antd's notification hook (3000 ms, at most 5); not antd's <App>, whose Modal the sign-in page does not need. */
export function ToastHost() {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useEffect(() => bindToasts(api), [api]);
  return holder;
}
