import { useCallback } from "react";
import { useDelete, useList, type BaseRecord } from "@refinedev/core";
import type { Device } from "@/api/types";
import { profileDevices } from "@/registry/lookups/profile";

interface DevicesState {
  devices: Device[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  logOut: (token: string) => Promise<void>;
}

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
