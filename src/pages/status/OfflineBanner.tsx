import { useSyncExternalStore } from "react";
import { Alert } from "antd";
import { DisconnectOutlined } from "@ant-design/icons";
import { useT } from "@/providers/useT";

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};
const isOffline = (): boolean => navigator.onLine === false;

/** Shown while offline: calls wait and lists may show old rows, so the user must know why. */
export const OfflineBanner = () => {
  const t = useT();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <Alert
      role="status"
      data-testid="offline-banner"
      type="warning"
      banner
      icon={<DisconnectOutlined />}
      message={t("error.offline.banner", "You are offline. Changes wait until the connection is back.")}
      style={{ position: "sticky", top: 0, zIndex: 1100 }}
    />
  );
};
