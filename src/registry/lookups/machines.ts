import { machinesApi } from "@/api/endpoints/machines";
import type { AdbRaspberryPi, MachineDetail } from "@/api/types/machines";
import { defineLookup, resourceApi } from "@/registry/types";

export const machineDetails = defineLookup({
  name: "machine-details",
  idField: "name",
  api: resourceApi<MachineDetail>({ one: machinesApi.detail }),
});

export const adbBoards = defineLookup({
  name: "adb-boards",
  api: resourceApi<AdbRaspberryPi>({ list: machinesApi.adbRaspberryPi }),
});

export const machineLookups = [machineDetails, adbBoards];
