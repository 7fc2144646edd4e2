import { machinesApi } from "@/api/endpoints/machines";
import type { AdbRaspberryPi, MachineDetail } from "@/api/types/machines";
import { defineLookup, resourceApi } from "@/registry/types";

/** The detail dialog's read, GET /machines/?name (the list's rows carry list fields only). */
export const machineDetails = defineLookup({
  name: "machine-details",
  idField: "name",
  api: resourceApi<MachineDetail>({ one: machinesApi.detail }),
});

/** The adb-connected Raspberry Pi boards of the machines page. */
export const adbBoards = defineLookup({
  name: "adb-boards",
  api: resourceApi<AdbRaspberryPi>({ list: machinesApi.adbRaspberryPi }),
});

export const machineLookups = [machineDetails, adbBoards];
