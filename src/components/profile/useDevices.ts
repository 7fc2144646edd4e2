import { useCallback } from "react";
import { useDelete, useList, type BaseRecord } from "@refinedev/core";
import type { Device } from "@/api/types";
import { profileDevices } from "@/registry/lookups/profile";

export interface DevicesState {
  devices: Device[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Signs one session out; rejects (list unchanged) when the server refuses. */
  logOut: (token: string) => Promise<void>;
}

/** The caller's sessions, read when the devices tab mounts and again on demand. */
export const useDevices = (): DevicesState => {
  const { result, query } = useList<Device & BaseRecord>({
    resource: profileDevices.name,
    pagination: { mode: "off" },
    queryOptions: { staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  const { mutateAsync } = useDelete();
  const logOut = useCallback(
    async (token: string) => {
      await mutateAsync({
        resource: profileDevices.name,
        id: token,
        mutationMode: "pessimistic",
        successNotification: false,
        errorNotification: false,
      });
    },
    [mutateAsync],
  );
  return {
    devices: result.data,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    reload: () => void query.refetch(),
    logOut,
  };
};
