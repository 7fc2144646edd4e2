import { useList, useOne, useTranslate, type BaseRecord, type HttpError } from "@refinedev/core";
import type { AdbRaspberryPi, MachineDetail } from "@/api/types/machines";
import { adbBoards, machineDetails } from "@/registry/lookups/machines";
import { useMachineDialog } from "./machineDialogStore";

/** A failed read of the machines area: logged, one toast per kind (its key), shown in place with a retry. */
const useFailureNotice = (what: string) => {
  const t = useTranslate();
  return (error?: HttpError) => {
    console.error(`machines: ${what} failed`, error);
    return { type: "error" as const, message: t("machines.error.fetch"), key: `machines-fetch-${what}` };
  };
};

/**
 * The machine of the detail dialog. Each opening is its own read (the opening count is part of
 * the query), so a reopened machine is current and a slow answer for one machine never fills the
 * dialog of the next; after closing, the last machine stays while the dialog fades out.
 */
export const useMachineDetail = () => {
  const shown = useMachineDialog((s) => s.shown);
  const opening = useMachineDialog((s) => s.opening);
  const { result, query } = useOne<MachineDetail & BaseRecord>({
    resource: machineDetails.name,
    id: shown ?? "",
    meta: { opening },
    queryOptions: { enabled: shown !== null },
    errorNotification: useFailureNotice("detail"),
  });
  return {
    data: result ?? null,
    error: query.error ?? null,
    loading: shown !== null && query.isFetching,
    reload: () => void query.refetch(),
  };
};

/** The boards, read once the card is first opened (most visits are about machines). */
export const useAdbBoards = (wanted: boolean) => {
  const { result, query } = useList<AdbRaspberryPi & BaseRecord>({
    resource: adbBoards.name,
    pagination: { mode: "off" },
    queryOptions: { enabled: wanted },
    errorNotification: useFailureNotice("boards"),
  });
  return {
    data: query.data ? result.data : null,
    error: query.error ?? null,
    loading: wanted && query.isFetching,
    reload: () => void query.refetch(),
  };
};
