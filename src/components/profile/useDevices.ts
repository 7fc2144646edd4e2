import { useCallback, useEffect, useState } from "react";
import { authEndpoints } from "@/api/endpoints/auth";
import type { Device } from "@/api/types";

export interface DevicesState {
  devices: Device[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Signs one session out; rejects (list unchanged) when the server refuses. */
  logOut: (token: string) => Promise<void>;
}

/** The caller's sessions, fetched when the devices tab mounts and again on demand. */
export const useDevices = (): DevicesState => {
  const [devices, setDevices] = useState<Device[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailed(false);
    authEndpoints
      .devices()
      .then((list) => {
        if (live) setDevices(list);
      })
      .catch(() => {
        if (live) setFailed(true);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const logOut = useCallback(async (token: string) => {
    await authEndpoints.logoutDevice(token);
    setDevices((list) => list.filter((d) => d.token !== token));
  }, []);

  return { devices, loading, failed, reload, logOut };
};
